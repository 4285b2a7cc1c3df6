import { defineActivity } from '@/shared/activity';
import { shareFriendGuard } from './model/share-friend-guard';
import { PromoPage } from './ui/PromoPage';
import { ShareFriendPage } from './ui/ShareFriendPage';
import { ShareRankPage } from './ui/ShareRankPage';
import { VipOrderPage } from './ui/VipOrderPage';

export default defineActivity({
  pages: { promo: PromoPage, vipOrder: VipOrderPage, shareRank: ShareRankPage, shareFriend: ShareFriendPage },
  guards: { shareFriend: shareFriendGuard },
});
