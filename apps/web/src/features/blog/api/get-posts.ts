import { useQuery } from '@tanstack/react-query';
import { loadPost, loadPosts } from '@/content/site-content';

export const usePosts = () => useQuery({ queryKey: ['content', 'posts'], queryFn: loadPosts, staleTime: Infinity });
export const usePost = (slug: string) => useQuery({ queryKey: ['content', 'post', slug], queryFn: () => loadPost(slug), staleTime: Infinity });
