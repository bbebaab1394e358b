import { sitePageRoute } from '@/modules/content/templates/content-route';

const route = sitePageRoute('terms');
export const generateMetadata = route.generateMetadata;
export default route.Page;
