// One member record from create to delete: the id the service gives it, a patch that writes only the fields
// named, a password checked with authenticate, and the record gone afterwards.
import { MemberRankOption, NotFoundError } from '@platform-sdk/records';
import { db } from './records-client.js';

const created = await db.member.create({
  name: 'Hanako',
  email: 'hanako@mail.example.jp',
  birthday: '1990-04-01',
  rank: [{ value: MemberRankOption.option2 }],
  loginPassword: 'correct horse',
});
// Ids are decimal strings: they go up to 2^63-1, beyond what a JS number holds exactly.
console.log(`created member ${created.id}`);

// `fields` names what to write; each must be in the body (the compiler checks it), the rest is left as it was.
const patched = await db.member.patch(created.id, { points: 120, name: 'not written' }, { fields: ['points'] });
console.log(`${patched.name} has ${patched.points} points`);

const { result } = await db.member.authenticate(created.id, { propertyName: 'loginPassword', value: 'correct horse' });
console.log(`password check: ${result}`);

await db.member.delete(created.id);
const gone = await db.member.get(created.id).catch((error: unknown) => error);
console.log(gone instanceof NotFoundError ? `member ${created.id} is gone` : 'still there?');
