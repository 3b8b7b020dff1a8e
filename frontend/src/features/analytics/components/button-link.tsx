import { Button, type ButtonProps } from '@fluentui/react-components';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/** A Fluent button that is a link to a route of the app (client-side navigation). */
export function ButtonLink({
  to,
  children,
  ...props
}: Omit<ButtonProps, 'as' | 'href' | 'onClick'> & { to: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser open a new tab or window when asked to.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    void navigate(to);
  };
  return (
    <Button {...(props as object)} as="a" href={to} onClick={onClick}>
      {children}
    </Button>
  );
}
