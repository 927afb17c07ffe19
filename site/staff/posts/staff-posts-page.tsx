/**
 * /staff/posts: every blog post in both languages with its state (draft, scheduled, published),
 * newest change first; a title opens the editor (docs/product/screens.md#blog-posts).
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { clinicTime } from '../format-time';
import { postsApi } from './posts-api';
import { postsCopy } from './posts-copy';
import type { PostSummary } from './post-types';
import { useStaffFailure } from '../use-staff-failure';

const copy = postsCopy.list;

export function StaffPostsPage() {
  const [posts, setPosts] = useState<PostSummary[] | undefined>(undefined);
  const fail = useStaffFailure();
  useEffect(() => {
    postsApi.list().then(setPosts, fail);
  }, [fail]);

  return (
    <div className="staff-page">
      <div className="staff-page__head">
        <h1 className="staff-page__title">{copy.heading}</h1>
        <Link className="staff-button" to="/staff/posts/new">
          {copy.newPost}
        </Link>
      </div>
      <p>{copy.intro}</p>
      {!posts ? (
        <p role="status">{copy.loading}</p>
      ) : posts.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <div className="lead-table-wrap">
          <table className="lead-table">
            <thead>
              <tr>
                <th scope="col">{copy.columns.title}</th>
                <th scope="col">{copy.columns.language}</th>
                <th scope="col">{copy.columns.state}</th>
                <th scope="col">{copy.columns.release}</th>
                <th scope="col">{copy.columns.updated}</th>
              </tr>
            </thead>
            <tbody>
              {posts.map((post) => (
                <tr key={post.id}>
                  <td>
                    <Link to={`/staff/posts/${post.id}`}>{post.title}</Link>
                  </td>
                  <td>{postsCopy.languages[post.language]}</td>
                  <td>
                    <span className={`post-state post-state--${post.state}`}>{postsCopy.states[post.state]}</span>
                  </td>
                  <td>{post.published_at === null ? '—' : clinicTime(post.published_at)}</td>
                  <td>{clinicTime(post.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
