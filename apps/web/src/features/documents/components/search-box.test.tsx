/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SearchBox } from './search-box';

describe('SearchBox', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('lower-cases the input and applies the filter only 500 ms after the last key', () => {
    const onFilter = jest.fn();
    render(<SearchBox id="r" onFilter={onFilter} />);
    const input = screen.getByLabelText('Rechercher un document');
    fireEvent.change(input, { target: { value: 'BIL' } });
    expect((input as HTMLInputElement).value).toBe('bil');
    fireEvent.change(input, { target: { value: 'BILAN' } });
    act(() => jest.advanceTimersByTime(499));
    expect(onFilter).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onFilter).toHaveBeenCalledTimes(1);
    expect(onFilter).toHaveBeenCalledWith('bilan');
  });

  it('asks for 3 characters and searches nothing with 1 or 2; empty lists all again', () => {
    const onFilter = jest.fn();
    render(<SearchBox id="r" onFilter={onFilter} />);
    const input = screen.getByLabelText('Rechercher un document');
    fireEvent.change(input, { target: { value: 'li' } });
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByTestId('recherche-trop-courte').textContent).toBe('Veuillez saisir au moins 3 caractères');
    expect(onFilter).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'liasse' } });
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByTestId('recherche-trop-courte')).toBeNull();
    fireEvent.change(input, { target: { value: '' } });
    act(() => jest.advanceTimersByTime(500));
    expect(onFilter.mock.calls).toEqual([['liasse'], [undefined]]);
  });
});
