import { createPetstoreClient, type Pet, type Pets } from './index.gen.js';

export async function use(options: Parameters<typeof createPetstoreClient>[0]): Promise<void> {
  const petstore = createPetstoreClient(options);
  const pets: Pets = await petstore.listPets({ limit: 10 });
  const created: Pet = await petstore.createPet({ name: 'Rex', tag: 'dog' });
  const one: Pet = await petstore.showPetById(String(created.id));
  await petstore.deletePet(one.name);
  console.log(pets.length);
}
