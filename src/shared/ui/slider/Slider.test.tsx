import { describe, expect, it, rs } from '@rstest/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDuration } from '@/shared/lib/format';
import { Slider } from './Slider';

/** The bar is laid out 200 px wide from x = 20 (happy-dom has no layout). */
function layOut(element: HTMLElement) {
  rs.spyOn(element, 'getBoundingClientRect').mockReturnValue({ left: 20, width: 200, top: 0, height: 44 } as DOMRect);
}

describe('Slider', () => {
  it('is a labelled slider with aria values and default labels 00:00, value clamped and rounded', () => {
    render(<Slider value={142.7} />);
    const slider = screen.getByRole('slider', { name: '进度' });
    expect(slider.getAttribute('aria-valuemin')).toBe('0');
    expect(slider.getAttribute('aria-valuemax')).toBe('100');
    expect(slider.getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getAllByText('00:00')).toHaveLength(2);
  });

  it('seeks to the tapped share of the track and shows the time tooltip only while touched', () => {
    const onChange = rs.fn();
    const onChangeEnd = rs.fn();
    const duration = 600;
    render(
      <Slider
        value={0}
        beginLabel="00:00"
        endLabel={formatDuration(duration)}
        formatValue={(percent) => formatDuration((percent / 100) * duration)}
        onChange={onChange}
        onChangeEnd={onChangeEnd}
      />,
    );
    const slider = screen.getByRole('slider');
    layOut(slider);
    fireEvent.pointerDown(slider, { clientX: 70, pointerId: 1 });
    expect(onChange).toHaveBeenLastCalledWith(25);
    expect(screen.getByRole('tooltip').textContent).toBe('02:30');
    expect(slider.getAttribute('aria-valuenow')).toBe('25');

    fireEvent.pointerMove(slider, { clientX: 120.6, pointerId: 1 });
    expect(onChange).toHaveBeenLastCalledWith(50);
    expect(screen.getByRole('tooltip').textContent).toBe('05:00');

    fireEvent.pointerUp(slider, { clientX: 120.6, pointerId: 1 });
    expect(onChangeEnd).toHaveBeenCalledWith(50);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('clamps a drag past either end', () => {
    const onChange = rs.fn();
    render(<Slider value={50} min={10} max={90} step={5} onChange={onChange} />);
    const slider = screen.getByRole('slider');
    layOut(slider);
    fireEvent.pointerDown(slider, { clientX: -40, pointerId: 1 });
    expect(onChange).toHaveBeenLastCalledWith(10);
    fireEvent.pointerMove(slider, { clientX: 400, pointerId: 1 });
    expect(onChange).toHaveBeenLastCalledWith(90);
    fireEvent.pointerMove(slider, { clientX: 83, pointerId: 1 });
    expect(onChange).toHaveBeenLastCalledWith(35);
  });

  it('ignores taps, drags and keys when disabled', async () => {
    const onChange = rs.fn();
    render(<Slider value={30} disabled onChange={onChange} onChangeEnd={onChange} />);
    const slider = screen.getByRole('slider');
    layOut(slider);
    expect(slider.getAttribute('aria-disabled')).toBe('true');
    fireEvent.pointerDown(slider, { clientX: 100, pointerId: 1 });
    fireEvent.pointerUp(slider, { clientX: 100, pointerId: 1 });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.tab();
    expect(document.activeElement).not.toBe(slider);
  });

  it('moves with the keyboard', async () => {
    const onChangeEnd = rs.fn();
    render(<Slider value={40} step={5} onChangeEnd={onChangeEnd} aria-label="播放进度" />);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('slider', { name: '播放进度' }));
    await user.keyboard('{ArrowRight}');
    expect(onChangeEnd).toHaveBeenLastCalledWith(45);
    await user.keyboard('{ArrowLeft}');
    expect(onChangeEnd).toHaveBeenLastCalledWith(35);
    await user.keyboard('{End}');
    expect(onChangeEnd).toHaveBeenLastCalledWith(100);
  });
});

describe('Slider valueText', () => {
  it('says the value in words for screen readers while the tooltip shows the clock', () => {
    render(<Slider value={50} formatValue={() => '00:15'} valueText={() => '15秒，共30秒'} />);
    expect(screen.getByRole('slider').getAttribute('aria-valuetext')).toBe('15秒，共30秒');
  });
});
