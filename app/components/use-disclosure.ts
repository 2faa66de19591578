import { useEffect, useRef, useState, type FocusEvent } from "react";

/**
 * Open/closed state for a button that shows a panel (WAI-ARIA disclosure). It closes on Escape
 * (returning focus to its button), on a press outside, and when focus moves elsewhere.
 */
export function useDisclosure<Container extends HTMLElement>() {
  const [isOpen, setOpen] = useState(false);
  const containerRef = useRef<Container>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !containerRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [isOpen]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return {
    isOpen,
    toggle: () => setOpen((value) => !value),
    close: () => setOpen(false),
    containerRef,
    buttonRef,
    onBlur,
  };
}
