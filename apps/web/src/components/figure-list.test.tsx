import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FigureList } from './figure-list';

describe('FigureList', () => {
  it('pairs each label with its value, with the separator only between figures', () => {
    const { container } = render(
      <FigureList
        variant="inline"
        separator={<span data-testid="sep">→</span>}
        figures={[
          { label: 'Initial offer', value: '$5,000', testId: 'initial' },
          { label: 'Current offer', value: '$6,000' },
        ]}
      />,
    );
    const terms = [...container.querySelectorAll('dt')].map((dt) => dt.textContent);
    const values = [...container.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(terms).toEqual(['Initial offer', 'Current offer']);
    expect(values).toEqual(['$5,000', '$6,000']);
    expect(screen.getByTestId('initial')).toHaveTextContent('$5,000');
    expect(screen.getAllByTestId('sep')).toHaveLength(1);
  });
});
