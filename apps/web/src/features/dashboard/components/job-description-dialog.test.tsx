import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { JobDescriptionView } from './job-description-dialog';

describe('JobDescriptionView', () => {
  it('renders sections with titles, bullets and paragraphs as text', () => {
    render(<JobDescriptionView text={'About\n<b>We</b> build.\n\nRequirements\n- React\n• Tests'} />);
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(screen.getByText('<b>We</b> build.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['React', 'Tests']);
  });
  it('tells a missing description from one with nothing to show', () => {
    const { rerender } = render(<JobDescriptionView text={null} />);
    expect(screen.getByText('No job description available.')).toBeInTheDocument();
    rerender(<JobDescriptionView text={undefined} />);
    expect(screen.getByText('No job description available.')).toBeInTheDocument();
    rerender(<JobDescriptionView text="" />);
    expect(screen.getByText('No job description provided.')).toBeInTheDocument();
    rerender(<JobDescriptionView text={' \n\n  '} />);
    expect(screen.getByText('No job description provided.')).toBeInTheDocument();
    rerender(<JobDescriptionView text={'-\n•\n\n - '} />);
    expect(screen.getByText('No job description provided.')).toBeInTheDocument();
  });
});
