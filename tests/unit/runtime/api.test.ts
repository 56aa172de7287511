import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiUrl, endpointsFor, isLocalOrIpHost, LOCAL_ENDPOINT } from '../../../runtime/api.ts';

const site = { apiEndpoints: { cf: 'https://api.example.com/', backup: 'https://b.example.com' } };

test('local and IP hosts are recognised; names are not', () => {
  for (const h of ['localhost', 'docs.localhost', '127.0.0.1', '192.168.1.20', '[::1]', '::1']) assert.ok(isLocalOrIpHost(h), h);
  for (const h of ['alist.example.com', 'example.com', '1.2.3.example.com']) assert.ok(!isLocalOrIpHost(h), h);
});

test('the config order is kept, cf first; local is added only on a local or IP host', () => {
  assert.deepEqual(endpointsFor(site, 'alist.example.com').map(([n]) => n), ['cf', 'backup']);
  assert.deepEqual(endpointsFor(site, '127.0.0.1'), [['cf', 'https://api.example.com/'], ['backup', 'https://b.example.com'], ['local', LOCAL_ENDPOINT]]);
  assert.equal(LOCAL_ENDPOINT, 'http://localhost:3002');
});

test('apiUrl joins the selected address and a path with one slash (the default is the first)', () => {
  assert.equal(apiUrl(site, '/alist/onedrive/get_refresh_token', 'alist.example.com'), 'https://api.example.com/alist/onedrive/get_refresh_token');
  assert.equal(apiUrl(site, 'x', 'alist.example.com'), 'https://api.example.com/x');
  assert.equal(apiUrl(site, '', 'alist.example.com'), 'https://api.example.com/');
});
