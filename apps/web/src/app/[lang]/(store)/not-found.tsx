import { NotFoundTemplate } from '@/modules/common/templates/not-found';

export default function NotFound() {
  return <NotFoundTemplate />;
}
