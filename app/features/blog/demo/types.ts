/** A demo article shipped with a fresh install (French: the company writes in French). */
export interface DemoPost {
  title: string;
  excerpt: string;
  tags: string[];
  imageUrl: string;
  /** Days before the seeding date it appears to have been published. */
  daysAgo: number;
  content: string;
}
