import { createElement } from 'react';
import { render, screen } from '@testing-library/react';
import styled, { ThemeProvider } from 'styled-components';
import { buildTheme } from './buildTheme';
import { font, s, space } from './s';

const theme = buildTheme({ mode: 'light', brandColor: '#ff6600', fontSize: 'large' });

describe('s', () => {
  it('reads a colour token from the theme', () => {
    expect(s('brand')({ theme })).toBe('#ff6600');
    expect(s('text')({ theme })).toBe(theme.colors.text);
  });
});

describe('space', () => {
  it('reads the spacing scale in px', () => {
    expect(space('md')({ theme })).toBe('12px');
  });
});

describe('font', () => {
  it('writes size, line height and family as declarations', () => {
    expect(font({ theme })).toBe(
      `font-size: 16px; line-height: 24px; font-family: ${theme.font.family};`,
    );
  });
});

describe('when used in a styled component under a ThemeProvider', () => {
  // The typed `theme.colors` below compiles only because styled.d.ts augments DefaultTheme.
  const Label = styled.span`
    color: ${s('brandText')};
    background: ${({ theme: current }) => current.colors.brand};
    padding: ${space('sm')};
    ${font}
  `;

  it('applies the theme tokens', () => {
    render(createElement(ThemeProvider, { theme }, createElement(Label, null, 'Submit')));
    expect(screen.getByText('Submit')).toHaveStyle({
      // brandText on #ff6600 is the dark text colour #1d2129: white would be under 4.5:1.
      color: 'rgb(29, 33, 41)',
      background: 'rgb(255, 102, 0)',
      padding: '8px',
      'font-size': '16px',
      'line-height': '24px',
    });
  });
});
