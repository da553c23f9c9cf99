// Generated from test/fixtures/spec-answers/answers.yaml by the platform-sdk generator. Do not edit.

export interface paths {
    "/pets/{petId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                petId: number;
            };
            cookie?: never;
        };
        get: operations["getPet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head: operations["petExists"];
        patch?: never;
        trace?: never;
    };
    "/pets/{petId}/photo": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                petId: number;
            };
            cookie?: never;
        };
        get: operations["getPhoto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pets/{petId}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                petId: number;
            };
            cookie?: never;
        };
        get: operations["getNotes"];
        put: operations["putNotes"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["addPet"];
        delete?: never;
        options: operations["petOptions"];
        head?: never;
        patch?: never;
        trace: operations["tracePets"];
    };
    "/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["exportPets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Pet: {
            id: number;
            name: string;
        };
        NotFound: {
            missing: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getPet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                petId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pet, as JSON or XML */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": components["schemas"]["Pet"];
                    "application/json": components["schemas"]["Pet"];
                };
            };
            /** @description No such pet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFound"];
                };
            };
            /** @description Another refusal */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Anything else */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        title: string;
                    };
                };
            };
        };
    };
    petExists: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                petId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pet exists */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pet"];
                };
            };
            /** @description No such pet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                petId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The photo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
        };
    };
    getNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                petId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Notes as text */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    putNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                petId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/xml": string;
            };
        };
        responses: {
            /** @description The notes, as stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        saved?: boolean;
                    };
                };
            };
        };
    };
    addPet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Pet"];
            };
        };
        responses: {
            /** @description An existing pet of that name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pet"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: number;
                    };
                };
            };
            /** @description Accepted, to be created later */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    petOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the resource allows */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    tracePets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request as received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "message/http": unknown;
                };
            };
        };
    };
    exportPets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every pet, as an archive */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": unknown;
                };
            };
        };
    };
}
