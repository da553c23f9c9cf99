// Generated from ../../../tmp/sdk-plain-5FHpXV/petstore.yaml by the platform-sdk generator. Do not edit.

export interface paths {
  '/pets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['listPets'];
    put?: never;
    post: operations['createPet'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pets/{petId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        petId: string;
      };
      cookie?: never;
    };
    get: operations['showPetById'];
    put?: never;
    post?: never;
    delete: operations['deletePet'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    NewPet: {
      name: string;
      tag?: string;
    };
    Pet: components['schemas']['NewPet'] & {
      /** Format: int64 */
      id: number;
    };
    Pets: components['schemas']['Pet'][];
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  listPets: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of pets */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Pets'];
        };
      };
    };
  };
  createPet: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NewPet'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Pet'];
        };
      };
    };
  };
  showPetById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        petId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A pet */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Pet'];
        };
      };
    };
  };
  deletePet: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        petId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
