/** The help centre's addresses (the catalogue's routes). */
export const helpPaths = {
  faq: '/pages/faq',
  knowledgeBase: '/pages/knowledge-base',
  category: (category: string) => `/pages/knowledge-base/${encodeURIComponent(category)}`,
  article: (category: string, question: string) =>
    `/pages/knowledge-base/${encodeURIComponent(category)}/${encodeURIComponent(question)}`,
};
