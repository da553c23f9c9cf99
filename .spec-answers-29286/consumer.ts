import { createAnswersClient, isAnswersApiErrorOf, type Pet } from './index.gen.js';

const client = createAnswersClient({ baseUrl: 'https://answers.example.test' });
export async function uses(): Promise<void> {
  const pet: Pet = await client.getPet(1);
  const xml: string = await client.getPet(1, { accept: 'application/xml' });
  // @ts-expect-error: an XML answer is text, not a Pet
  const wrong: Pet = await client.getPet(1, { accept: 'application/xml' });
  // @ts-expect-error: the answer comes in no such media type
  await client.getPet(1, { accept: 'text/csv' });
  const photo: Blob = await client.getPhoto(1);
  const notes: string = await client.getNotes(1);
  const added: Pet | { created: number } | undefined = await client.addPet({ id: 1, name: 'Rex' });
  // @ts-expect-error: a 202 answer has no body, so the result may be undefined
  const always: Pet | { created: number } = await client.addPet({ id: 1, name: 'Rex' });
  const exists: void = await client.petExists(1);
  const archive: Blob = await client.exportPets();
  const raw: unknown = await client.putNotes(1, { body: '<notes/>', contentType: 'application/xml' });
  try {
    await client.getPet(1);
  } catch (error) {
    if (isAnswersApiErrorOf(error, 'getPet', 404)) {
      const missing: number = error.body.missing;
      const status: 404 = error.status;
      void [missing, status];
    }
    if (isAnswersApiErrorOf(error, 'getPet', '4XX')) {
      const text: string = error.body;
      void text;
    }
    if (isAnswersApiErrorOf(error, 'getPet', 'default')) {
      const title: string = error.body.title;
      void title;
    }
    // @ts-expect-error: getPet lists no 500
    isAnswersApiErrorOf(error, 'getPet', 500);
  }
  void [pet, xml, wrong, photo, notes, added, always, exists, archive, raw];
}
