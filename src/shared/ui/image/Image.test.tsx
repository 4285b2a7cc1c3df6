import { describe, expect, it } from '@rstest/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { Image } from './Image';
import { ImageMarker } from './ImageMarker';

describe('Image', () => {
  it('asks the CDN for twice the display width at quality 80 and loads lazily', () => {
    render(<Image src="/mock-cdn/cover/lesson-3.jpg" alt="课程封面" displayWidth={120} />);
    const image = screen.getByRole('img', { name: '课程封面' }) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(
      '/mock-cdn/cover/lesson-3.jpg?x-oss-process=image/resize,w_240/quality,q_80',
    );
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('leaves other hosts and data: URLs untouched', () => {
    render(
      <>
        <Image src="https://thirdwx.qlogo.cn/mmopen/abc/132" alt="头像" round ratio={1} />
        <Image src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="像素" eager />
      </>,
    );
    expect(screen.getByRole('img', { name: '头像' }).getAttribute('src')).toBe(
      'https://thirdwx.qlogo.cn/mmopen/abc/132',
    );
    expect(screen.getByRole('img', { name: '像素' }).getAttribute('loading')).toBe('eager');
  });

  it('keeps a fixed aspect box', () => {
    const { container } = render(<Image src="/mock-cdn/a.jpg" alt="" ratio={4 / 3} />);
    expect((container.firstChild as HTMLElement).style.paddingTop).toBe('75%');
  });

  it('shows a fallback with the same name when the picture cannot load, or when there is none', () => {
    render(
      <>
        <Image src="/mock-cdn/missing.jpg" alt="讲师头像" />
        <Image src={null} alt="空封面" />
      </>,
    );
    fireEvent.error(screen.getByRole('img', { name: '讲师头像' }));
    const fallback = screen.getByRole('img', { name: '讲师头像' });
    expect(fallback.tagName).toBe('SPAN');
    expect(screen.getByRole('img', { name: '空封面' }).tagName).toBe('SPAN');
  });

  it('shows the marker badge of each type with its label', () => {
    render(
      <>
        <Image src="/mock-cdn/a.jpg" alt="专栏封面" marker={2} />
        <ImageMarker type={1} />
        <ImageMarker type={3} />
        <ImageMarker type={4} />
      </>,
    );
    for (const label of ['单品', '专栏', '系列课', '精品']) expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByText('精品').dataset.type).toBe('4');
  });
});
