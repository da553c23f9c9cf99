import { describe, expect, it } from 'vitest';
import {
  camelCase,
  isSafeIdentifier,
  NameCollision,
  NameScope,
  pascalCase,
  words,
} from '../../generator/model/names.js';

describe('case conversion', () => {
  it.each([
    ['delivery_id', 'deliveryId', 'DeliveryId'],
    ['sendDeliveryById', 'sendDeliveryById', 'SendDeliveryById'],
    ['get-thing.report', 'getThingReport', 'GetThingReport'],
    ['HTMLBody', 'htmlBody', 'HtmlBody'],
    ['send_list_id', 'sendListId', 'SendListId'],
    ['allErrors', 'allErrors', 'AllErrors'],
    ['v1_list', 'v1List', 'V1List'],
    ['__proto__', 'proto', 'Proto'],
    ['グループ', '', ''],
  ])('%s -> camel %s, pascal %s', (input, camel, pascal) => {
    expect(camelCase(input)).toBe(camel);
    expect(pascalCase(input)).toBe(pascal);
  });

  it.each([
    ['getAllOpenApi', ['get', 'All', 'Open', 'Api']],
    ['my-thing', ['my', 'thing']],
    ['XMLHttpRequest', ['XML', 'Http', 'Request']],
  ])('splits %s into words', (input, expected) => {
    expect(words(input)).toEqual(expected);
  });
});

describe('isSafeIdentifier', () => {
  it.each([
    ['deliveryId', true],
    ['$ref', true],
    ['_x', true],
    ['class', false],
    ['delete', false],
    ['await', false],
    ['string', false],
    ['undefined', false],
    ['1abc', false],
    ['a-b', false],
    ['a b', false],
    ['é', false],
    ['', false],
  ])('%j -> %s', (name, safe) => {
    expect(isSafeIdentifier(name)).toBe(safe);
  });
});

describe('NameScope', () => {
  it('refuses a second claim of one name and names both origins', () => {
    const scope = new NameScope(['Promise'], 'a built-in');
    scope.claim('getThing', 'operationId "get-thing"');
    expect(() => scope.claim('getThing', 'operationId "getThing"')).toThrow(
      new NameCollision('getThing', 'operationId "getThing"', 'operationId "get-thing"'),
    );
    expect(() => scope.claim('Promise', 'components.schemas.Promise')).toThrow(/already taken by a built-in/);
  });

  it('child scopes see the names of their parent but not the other way round', () => {
    const parent = new NameScope();
    parent.claim('runtime', 'the runtime');
    const child = parent.child();
    expect(() => child.claim('runtime', 'path parameter "runtime"')).toThrow(NameCollision);
    child.claim('deliveryId', 'path parameter');
    expect(parent.has('deliveryId')).toBe(false);
  });
});
