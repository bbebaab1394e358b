import type { Article } from '@storefront/contracts/content';
import { ActivityOffer } from '@/modules/coupons/components/activity-offer';
import { StoreQueries } from '@/lib/api/query-client';
import { ArticleView } from './article-view';

export function ArticleTemplate({ prefix, article }: { prefix: string; article: Article }) {
  return (
    <ArticleView prefix={prefix} article={article}>
      {/* A promotion that gives a coupon: the coupon activity that names this article. */}
      {article.type === 'promotion' && (
        <StoreQueries>
          <ActivityOffer articleId={article.id} />
        </StoreQueries>
      )}
    </ArticleView>
  );
}
