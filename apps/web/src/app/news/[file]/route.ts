import { artResponse } from '@/lib/art/respond';

export const GET = artResponse;
