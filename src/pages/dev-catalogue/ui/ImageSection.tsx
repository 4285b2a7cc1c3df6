import { staticPath } from '@/shared/config';
import { cdnImageUrl } from '@/shared/lib/image-cdn';
import { Image, ImageMarker, type MarkerType } from '@/shared/ui/image';
import { Demo, Section } from './Section';

const MARKERS: MarkerType[] = [1, 2, 3, 4];
const GRADIENT =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 9'%3E%3ClinearGradient id='g'%3E%3Cstop stop-color='%23fde68a'/%3E%3Cstop offset='1' stop-color='%23f97316'/%3E%3C/linearGradient%3E%3Crect width='16' height='9' fill='url(%23g)'/%3E%3C/svg%3E";
const BROKEN = 'data:image/png;base64,AAAA';
const URL_EXAMPLES = [
  `${staticPath}/cover/lesson-1.jpg`,
  `${staticPath}/cover/lesson-1.jpg?v=2`,
  `${staticPath}/cover/lesson-1.svg`,
  'https://thirdwx.qlogo.cn/mmopen/abc/132',
];

export function ImageSection() {
  return (
    <Section title="Image 图片 · 角标">
      <div className="dev-catalogue__grid">
        {MARKERS.map((type) => (
          <Image
            key={type}
            src={`${staticPath}/cover/lesson-${type}.svg`}
            alt={`第 ${type} 课封面`}
            displayWidth={165}
            marker={type}
          />
        ))}
      </div>
      <div className="dev-catalogue__grid">
        <Demo label="非 CDN（data:）">
          <Image src={GRADIENT} alt="渐变色块" displayWidth={165} />
        </Demo>
        <Demo label="加载失败">
          <Image src={BROKEN} alt="加载失败的图片" displayWidth={165} />
        </Demo>
        <Demo label="没有图片">
          <Image src={null} alt="没有封面" displayWidth={165} />
        </Demo>
        <Demo label="圆形头像 1:1">
          <div className="dev-catalogue__avatar">
            <Image src={`${staticPath}/avatar/user-1.svg`} alt="用户头像" ratio={1} round displayWidth={64} />
          </div>
        </Demo>
      </div>
      <div className="dev-catalogue__row">
        {MARKERS.map((type) => (
          <ImageMarker key={type} type={type} />
        ))}
      </div>
      <Demo label="CDN 地址规则（显示宽度 165 → w_330）">
        <dl className="dev-catalogue__urls">
          {URL_EXAMPLES.map((src) => (
            <div key={src}>
              <dt>{src}</dt>
              <dd>{cdnImageUrl(src, { displayWidth: 165 })}</dd>
            </div>
          ))}
        </dl>
      </Demo>
    </Section>
  );
}
