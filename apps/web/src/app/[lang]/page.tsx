import { HomeTemplate } from '@/modules/catalog/templates/home';

export default function HomePage() {
  return <HomeTemplate />;
}
