// The floor: React 19 alone rendering a static screen shaped like the app's home (header, search entry, banner, four
// channels, ten text cards), with nothing else — no state library, no router, no data calls. The paired benchmark
// (scripts/bench-first-screen.mjs) measures it beside the app: what the app's first screen costs above this is ours.
import { createRoot } from 'react-dom/client';
import './floor.css';

const CHANNELS = ['限时特惠', '畅销榜', '免费专区', '体验中心'];
const CARDS = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  title: `第${index + 1}课：一节示例课程的标题，长度和真实课程相近`,
  teacher: '示例讲师',
  price: `¥${(9.9 + index).toFixed(2)}`,
}));

/** The lesson page as a landing (--page=lesson): a cover, a title, a teacher line and the text of the lesson. */
function Lesson() {
  return (
    <main className="floor" data-page="floor-lesson">
      <header className="floor__header">课程详情</header>
      <img className="floor__cover" src="/mock-cdn/cover/lesson-11.svg" alt="封面" width={750} height={422} />
      <h1 className="floor__lesson-title">苏轼：一蓑烟雨任平生</h1>
      <p className="floor__meta">示例讲师 · 1.2万人学过</p>
      {CARDS.map((card) => (
        <p key={card.id} className="floor__text">
          {card.title}。这一段是课程介绍的文字，长度和真实的课程介绍相近，用来占据首屏以下的位置。
        </p>
      ))}
    </main>
  );
}

function Home() {
  return (
    <main className="floor" data-page="floor">
      <header className="floor__header">微课堂</header>
      <a className="floor__search" href="#/search">
        搜索课程、讲师
      </a>
      <img className="floor__banner" src="/mock-cdn/banner/banner-1.svg" alt="推荐" width={750} height={300} />
      <nav className="floor__channels" aria-label="课程频道">
        {CHANNELS.map((label) => (
          <a key={label} className="floor__channel" href="#/">
            <span className="floor__icon" aria-hidden="true" />
            {label}
          </a>
        ))}
      </nav>
      <ul className="floor__cards">
        {CARDS.map((card) => (
          <li key={card.id} className="floor__card">
            <span className="floor__thumb" aria-hidden="true" />
            <span className="floor__title">{card.title}</span>
            <span className="floor__meta">
              {card.teacher} · {card.price}
            </span>
          </li>
        ))}
      </ul>
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(window.location.hash.startsWith('#/lesson') ? <Lesson /> : <Home />);
