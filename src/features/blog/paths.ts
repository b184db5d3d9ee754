/** Where the blog's pages are (the catalogue's paths). */
export const blogPaths = {
  list: '/pages/blog/list',
  detail: (id: number) => `/pages/blog/detail/${id}`,
  edit: (id: number) => `/pages/blog/edit/${id}`,
  /** The list narrowed to one category, or searched (the detail page's sidebar). */
  listWith: (search: { q?: string; category?: string }) => {
    const params = new URLSearchParams();
    if (search.q) params.set('q', search.q);
    if (search.category) params.set('category', search.category);
    const text = params.toString();
    return text ? `/pages/blog/list?${text}` : '/pages/blog/list';
  },
};
