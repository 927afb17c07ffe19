/** The Spanish seed posts, built from seed-posts.es.ts's copy. */
import { seedPosts, type SeedPost } from './seed-posts';
import { spanishPostInputs } from './seed-posts.es';
import { buildSpanishSeedPosts } from './spanish-seed-posts';

export const spanishSeedPosts: SeedPost[] = buildSpanishSeedPosts(spanishPostInputs, seedPosts);
