/**
 * The console's one table component: what a cell holds (a price being typed, a save's outcome)
 * outlives a render of its list, which makes its columns anew each time.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataColumn } from './data-table';

interface Item {
  id: number;
  name: string;
}

function Field({ item }: { item: Item }) {
  const [value, setValue] = useState('');
  return <input aria-label={`price of ${item.name}`} value={value} onChange={(e) => setValue(e.target.value)} />;
}

function List({ items }: { items: Item[] }) {
  // Made at each render, as the console's lists do.
  const columns: DataColumn<Item>[] = [
    { id: 'name', header: 'Name', cell: (item) => item.name },
    { id: 'price', header: 'Price', cell: (item) => <Field item={item} /> },
  ];
  return <DataTable rows={items} columns={columns} rowKey={(item) => item.id} className={undefined} />;
}

describe('DataTable', () => {
  it('draws the headers and a row per item, in order', () => {
    render(
      <List
        items={[
          { id: 1, name: 'Tea' },
          { id: 2, name: 'Cake' },
        ]}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Price']);
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((tr) => tr.firstChild?.textContent),
    ).toEqual(['Tea', 'Cake']);
  });

  it('keeps what a cell holds when its list draws again with new rows and columns', () => {
    const { rerender } = render(<List items={[{ id: 1, name: 'Tea' }]} />);
    fireEvent.change(screen.getByLabelText('price of Tea'), { target: { value: '8.8' } });
    rerender(
      <List
        items={[
          { id: 1, name: 'Tea' },
          { id: 2, name: 'Cake' },
        ]}
      />,
    );
    expect((screen.getByLabelText('price of Tea') as HTMLInputElement).value).toBe('8.8');
    expect((screen.getByLabelText('price of Cake') as HTMLInputElement).value).toBe('');
  });
});
