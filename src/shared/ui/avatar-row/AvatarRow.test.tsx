import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { AvatarRow } from './AvatarRow';

describe('AvatarRow', () => {
  it('is a labelled block with the name and, when there is one, the note', () => {
    const { rerender } = render(<AvatarRow label="讲师" avatar="" name="王建国" note="建国说历史" />);
    expect(screen.getByRole('region', { name: '讲师' }).textContent).toBe('王建国建国说历史');
    rerender(<AvatarRow label="讲师" avatar="" name="王建国" note="" />);
    expect(screen.getByRole('region', { name: '讲师' }).textContent).toBe('王建国');
  });
});
