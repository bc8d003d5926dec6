import { useQuery } from '@tanstack/react-query';
import { contentQueries } from '@/content/content-queries';

export const usePosts = () => useQuery(contentQueries.posts());
export const usePost = (slug: string) => useQuery(contentQueries.post(slug));
