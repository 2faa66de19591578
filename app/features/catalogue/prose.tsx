/**
 * Stored descriptions and bodies are plain text with blank lines between paragraphs; they are
 * rendered as text (never as HTML), so nothing typed into a listing can inject markup.
 */
export function Prose({ text, className = "prose" }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return (
    <div className={className}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
