/** A demo article shipped with a fresh install, in French with its English translation. */
export interface DemoPost {
  title: string;
  excerpt: string;
  tags: string[];
  imageUrl: string;
  /** What the cover shows. */
  imageAlt: string;
  /** Days before the seeding date it appears to have been published. */
  daysAgo: number;
  content: string;
  /** The English version (its own title, slug, excerpt, tags, cover alt and body). */
  english: DemoTranslation;
}

/** One language version of a demo article; the cover picture is the original's. */
export interface DemoTranslation {
  title: string;
  excerpt: string;
  tags: string[];
  imageAlt: string;
  content: string;
}
