import { useUnit } from 'effector-react';
import { $user, $userLoading } from '@/entities/user';
import { $session, buildLoginUrl } from '@/shared/api';
import { appName } from '@/shared/config';
import './home.css';

/** Placeholder home (the learner-journey issue builds the real one): who is logged in, and a way to log in. */
export default function HomePage() {
  const [user, loading, session] = useUnit([$user, $userLoading, $session]);
  const loginHref = buildLoginUrl('profile', window.location.href, session);
  return (
    <main className="home" data-page="index">
      <h1 className="home__title">{appName}</h1>
      <p className="home__slogan">发现好课，随时随地学习。</p>
      <section className="home__card" aria-label="登录状态">
        {loading && <p role="status">正在获取登录信息…</p>}
        {user ? (
          <p>
            当前身份：<strong data-testid="nickname">{user.nickName || `用户${user.id}`}</strong>
          </p>
        ) : (
          !loading && <p>你还没有登录。</p>
        )}
        <a className="home__login" href={loginHref}>
          {user ? '切换身份' : '登录'}
        </a>
      </section>
      <p className="home__note">首页建设中：课程、专栏和活动即将上线。</p>
    </main>
  );
}
