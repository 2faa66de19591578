import { NavLink } from "react-router";
import type { ArticleCategory } from "../../../server/domain/catalogue/list-article-categories";

/** Links to every article category; the current one is marked. */
export function CategoryLinks({ categories }: { categories: ArticleCategory[] }) {
  if (categories.length === 0) return null;
  return (
    <nav className="chip-nav" aria-label="Article categories">
      <ul>
        <li>
          <NavLink to="/article" end className="chip">
            All articles
          </NavLink>
        </li>
        {categories.map((category) => (
          <li key={category.slug}>
            <NavLink to={`/article/category/${category.slug}`} className="chip">
              {category.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
