/**
 * /staff/people (owners only, permission 'staff.manage'): every staff account with its role, state,
 * last sign-in and open sessions; inviting someone by e-mail (the server mails the one-time link);
 * changing a role, disabling, inviting a disabled account again, and signing someone out everywhere,
 * each asked to be confirmed in the page; and the latest changes with who and when. A change to the
 * owner's own account says so and is sent with `myself`, and what it does to her (her session ended,
 * her role changed) takes her to the sign-in page or her new first page.
 */
import { useContext, useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toastSuccess } from '../../../src/toast/toast-service';
import { clinicTime, isoTime } from '../format-time';
import { staffCopy } from '../staff-copy';
import { staffFailure } from '../staff-api';
import { StaffAccessContext } from '../staff-access';
import { StaffField } from '../staff-field';
import { useStaffFailure } from '../use-staff-failure';
import { peopleApi } from './people-api';
import { peopleCopy as copy } from './people-copy';
import type { PeopleAnswer, PeopleChangedAnswer, PersonView } from './people-types';
import './people.css';

type Pending = { kind: 'disable' | 'signOut' | 'resetFactor' | 'role'; person: PersonView; role?: string };

function PersonRow({ person, roles, me, busy, onAsk }: { person: PersonView; roles: PeopleAnswer['roles']; me: boolean; busy: boolean; onAsk: (pending: Pending) => void }) {
  const [role, setRole] = useState(person.role);
  useEffect(() => setRole(person.role), [person.role]);
  const roleId = `people-role-${person.id}`;
  return (
    <tr>
      <td className="people-table__email" data-label={copy.list.email}>
        {person.email} {me && <span>{copy.list.you}</span>}
      </td>
      <td data-label={copy.list.role}>
        <div className="people-role">
          <label className="visually-hidden" htmlFor={roleId}>
            {copy.changeRole(person.email)}
          </label>
          <select id={roleId} className="clinic-field__control" value={role} onChange={(e) => setRole(e.currentTarget.value)} disabled={busy}>
            {roles.map((r) => (
              <option key={r.role} value={r.role}>
                {r.name}
              </option>
            ))}
            {!roles.some((r) => r.role === person.role) && <option value={person.role}>{person.role_name}</option>}
          </select>
          {role !== person.role && (
            <button type="button" className="staff-button" disabled={busy} onClick={() => onAsk({ kind: 'role', person, role })}>
              {copy.saveRole}
            </button>
          )}
        </div>
      </td>
      <td data-label={copy.list.state}>{copy.state[person.state]}</td>
      <td data-label={copy.list.lastSignIn}>{person.last_login_at === null ? copy.list.never : <time dateTime={isoTime(person.last_login_at)}>{clinicTime(person.last_login_at)}</time>}</td>
      <td data-label={copy.list.sessions}>{person.sessions}</td>
      <td data-label={copy.list.actions}>
        <div className="people-actions">
          {person.state !== 'disabled' && (
            <button type="button" className="staff-button staff-button--quiet" disabled={busy} onClick={() => onAsk({ kind: 'signOut', person })}>
              {copy.signOut}
            </button>
          )}
          {person.second_factor && (
            <button type="button" className="staff-button staff-button--quiet" disabled={busy} onClick={() => onAsk({ kind: 'resetFactor', person })}>
              {copy.resetFactor}
            </button>
          )}
          {person.state !== 'disabled' && (
            <button type="button" className="staff-button staff-button--danger" disabled={busy} onClick={() => onAsk({ kind: 'disable', person })}>
              {copy.disable}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}

export function StaffPeoplePage() {
  const onFailure = useStaffFailure();
  const navigate = useNavigate();
  const myEmail = useContext(StaffAccessContext)?.email;
  const [data, setData] = useState<PeopleAnswer | null>(null);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('front_desk');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState('');
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);

  useEffect(() => {
    let live = true;
    peopleApi.list().then(
      (answer) => live && setData(answer),
      (err: unknown) => live && onFailure(err),
    );
    return () => {
      live = false;
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  /** what a change did to the owner herself decides where she goes next */
  const applied = (answer: PeopleChangedAnswer) => {
    setData(answer);
    toastSuccess(answer.message);
    if (answer.yourself === 'signed_out') void navigate('/staff/signin', { replace: true });
    // her role changed: the pages she may use are read again from the server
    else if (answer.yourself === 'changed') window.location.assign('/staff');
  };

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setSent('');
    try {
      const answer = await peopleApi.invite(email, role);
      setSent(answer.message);
      setEmail('');
      applied(answer);
    } catch (err) {
      const failure = staffFailure(err);
      if (failure.status === 400 && failure.errors) setErrors(failure.errors);
      else onFailure(err);
    } finally {
      setBusy(false);
    }
  };

  const enableAgain = (person: PersonView) => {
    setEmail(person.email);
    setRole(data?.roles.some((r) => r.role === person.role) ? person.role : 'front_desk');
    document.getElementById('people-invite-email')?.focus();
  };

  const confirm = async () => {
    if (!pending) return;
    const { kind, person } = pending;
    const myself = person.email === myEmail;
    setBusy(true);
    try {
      const answer =
        kind === 'disable'
          ? await peopleApi.disable(person.id, myself)
          : kind === 'signOut'
            ? await peopleApi.signOut(person.id, myself)
            : kind === 'resetFactor'
              ? await peopleApi.resetSecondFactor(person.id, myself)
              : await peopleApi.changeRole(person.id, pending.role ?? person.role, myself);
      setPending(null);
      applied(answer);
    } catch (err) {
      setPending(null);
      onFailure(err);
    } finally {
      setBusy(false);
    }
  };

  const question = (p: Pending): string => {
    const myself = p.person.email === myEmail;
    const roleName = data?.roles.find((r) => r.role === p.role)?.name ?? p.role ?? '';
    if (p.kind === 'disable') return myself ? copy.confirm.disableMe : copy.confirm.disable(p.person.email);
    if (p.kind === 'signOut') return myself ? copy.confirm.signOutMe : copy.confirm.signOut(p.person.email);
    if (p.kind === 'resetFactor') return myself ? copy.confirm.resetFactorMe : copy.confirm.resetFactor(p.person.email);
    return myself ? copy.confirm.roleMe(roleName) : copy.confirm.role(p.person.email, roleName);
  };

  return (
    <div className="staff-page people-page" aria-busy={data === null}>
      <div>
        <h1 className="staff-page__title">{copy.heading}</h1>
        <p className="staff-page__intro">{copy.intro}</p>
        <dl className="people-roles">
          {copy.roleSummaries.map((r) => (
            <div key={r.name}>
              <dt>{r.name}</dt>
              <dd>{r.what}</dd>
            </div>
          ))}
        </dl>
      </div>
      <section className="staff-panel" aria-labelledby="people-invite">
        <h2 id="people-invite">{copy.invite.heading}</h2>
        <form className="people-invite" noValidate onSubmit={(e) => void invite(e)}>
          <StaffField id="people-invite-email" name="email" type="email" label={copy.invite.email} value={email} onChange={setEmail} error={errors.email} autoComplete="off" />
          <div className={errors.role || errors.practitioner_id ? 'clinic-field clinic-field--invalid' : 'clinic-field'}>
            <label className="clinic-field__label" htmlFor="people-invite-role">
              {copy.invite.role}
            </label>
            <select
              id="people-invite-role"
              className="clinic-field__control"
              value={role}
              onChange={(e) => setRole(e.currentTarget.value)}
              aria-describedby={errors.role || errors.practitioner_id ? 'people-invite-role-error' : undefined}
            >
              {(data?.roles ?? []).map((r) => (
                <option key={r.role} value={r.role}>
                  {r.name}
                </option>
              ))}
            </select>
            {(errors.role || errors.practitioner_id) && (
              <p className="clinic-field__error" id="people-invite-role-error">
                {errors.role ?? errors.practitioner_id}
              </p>
            )}
          </div>
          <button type="submit" className="staff-button" disabled={busy || data === null}>
            {busy ? copy.invite.sending : copy.invite.submit}
          </button>
        </form>
        {sent && (
          <p className="staff-message" role="status">
            {sent}
          </p>
        )}
      </section>
      {pending && (
        <div className="staff-panel staff-panel--danger people-confirm" role="alertdialog" aria-labelledby="people-confirm-question">
          <p id="people-confirm-question">{question(pending)}</p>
          <div className="people-actions">
            <button type="button" className="staff-button staff-button--danger" disabled={busy} onClick={() => void confirm()}>
              {copy.confirm.yes}
            </button>
            <button type="button" className="staff-button staff-button--quiet" disabled={busy} onClick={() => setPending(null)}>
              {copy.confirm.no}
            </button>
          </div>
        </div>
      )}
      {data === null ? (
        <p>{staffCopy.loading}</p>
      ) : (
        <>
          <section className="staff-panel" aria-labelledby="people-list">
            <h2 id="people-list">{copy.list.heading}</h2>
            <table className="people-table">
              <caption className="visually-hidden">{copy.list.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{copy.list.email}</th>
                  <th scope="col">{copy.list.role}</th>
                  <th scope="col">{copy.list.state}</th>
                  <th scope="col">{copy.list.lastSignIn}</th>
                  <th scope="col">{copy.list.sessions}</th>
                  <th scope="col">{copy.list.actions}</th>
                </tr>
              </thead>
              <tbody>
                {data.people.map((person) =>
                  person.state === 'disabled' ? (
                    <tr key={person.id}>
                      <td className="people-table__email" data-label={copy.list.email}>
                        {person.email}
                      </td>
                      <td data-label={copy.list.role}>{person.role_name}</td>
                      <td data-label={copy.list.state}>{copy.state.disabled}</td>
                      <td data-label={copy.list.lastSignIn}>{person.last_login_at === null ? copy.list.never : <time dateTime={isoTime(person.last_login_at)}>{clinicTime(person.last_login_at)}</time>}</td>
                      <td data-label={copy.list.sessions}>0</td>
                      <td data-label={copy.list.actions}>
                        <button type="button" className="staff-button staff-button--quiet" disabled={busy} onClick={() => enableAgain(person)}>
                          {copy.enable}
                        </button>
                      </td>
                    </tr>
                  ) : (
                    <PersonRow key={person.id} person={person} roles={data.roles} me={person.email === myEmail} busy={busy} onAsk={setPending} />
                  ),
                )}
              </tbody>
            </table>
          </section>
          <section className="staff-panel" aria-labelledby="people-history">
            <h2 id="people-history">{copy.history.heading}</h2>
            {data.audit.length === 0 ? (
              <p>{copy.history.none}</p>
            ) : (
              <ul className="people-history">
                {data.audit.map((entry) => (
                  <li key={entry.id}>
                    <time dateTime={isoTime(entry.created_at)}>{clinicTime(entry.created_at)}</time> · {copy.history.line(copy.history.action[entry.action], entry.staff_email, entry.detail)} {copy.history.by(entry.actor)}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}

