/** How a category's articles are written down; ids are given when the base is built. */
export interface ArticleSeed {
  /** Unique in the knowledge base (and so in its category). */
  slug: string;
  question: string;
  /** `YYYY-MM-DD`. */
  lastUpdated: string;
  /** HTML, shown through `SafeHtml`. */
  content: string;
}

export interface GroupSeed {
  title: string;
  icon: string;
  iconColor: string;
  /** At most five. */
  articles: ArticleSeed[];
}

export interface CategorySeed {
  category: string;
  img: string;
  title: string;
  desc: string;
  groups: GroupSeed[];
}

/** Joins an article's blocks into one HTML string. */
export const html = (...blocks: string[]) => blocks.join('');
