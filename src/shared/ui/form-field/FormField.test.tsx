import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { describedBy, FormField } from './FormField';

describe('FormField', () => {
  it('names its control and describes it by its hint, count and message', () => {
    render(
      <FormField id="intro" label="简介" hint="300 字以内" count={{ text: '12/300' }} error="请填写简介">
        <textarea id="intro" {...describedBy('intro', { error: '请填写简介', hint: true, count: true })} />
      </FormField>,
    );
    const control = screen.getByLabelText('简介');
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(control.getAttribute('aria-describedby')).toBe('intro-hint intro-count intro-error');
    expect(screen.getByText('请填写简介').id).toBe('intro-error');
    expect(screen.getByText('12/300').id).toBe('intro-count');
  });

  it('says nothing more while the value is fine', () => {
    render(
      <FormField id="name" label="姓名">
        <input id="name" {...describedBy('name', {})} />
      </FormField>,
    );
    const control = screen.getByLabelText('姓名');
    expect(control.hasAttribute('aria-invalid')).toBe(false);
    expect(control.hasAttribute('aria-describedby')).toBe(false);
  });

  it('marks a count past its limit and can announce it', () => {
    render(
      <FormField id="content" label="内容" count={{ text: '501/500', over: true, announce: true }}>
        <textarea id="content" />
      </FormField>,
    );
    const count = screen.getByText('501/500');
    expect(count.hasAttribute('data-over')).toBe(true);
    expect(count.getAttribute('aria-live')).toBe('polite');
  });
});
