import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkBicep,
  Expr,
  parseBicep,
  type BicepFile,
  type BicepValue,
  type Resource,
} from './bicep.js';
import { readmeSection, tableRows } from './readme.js';

const root = join(import.meta.dirname, '..', '..');
const infra = join(root, 'infra');
const bicepFiles = [
  join(infra, 'main.bicep'),
  ...readdirSync(join(infra, 'modules'))
    .filter((f) => f.endsWith('.bicep'))
    .map((f) => join(infra, 'modules', f)),
];

let files: Map<string, BicepFile>;
let main: BicepFile;
const allResources = () => [...files.values()].flatMap((f) => f.resources);
const resourceOf = (type: string): Resource => {
  const found = allResources().filter((r) => r.type === type && !r.existing);
  expect(found, `one ${type}`).toHaveLength(1);
  return found[0]!;
};
const at = (value: BicepValue | undefined, ...path: string[]): BicepValue | undefined => {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object' || Array.isArray(current)) return undefined;
    if (current instanceof Expr) return undefined;
    current = current[key];
  }
  return current;
};

beforeAll(async () => {
  files = new Map();
  for (const path of bicepFiles) files.set(path, await parseBicep(path));
  main = files.get(join(infra, 'main.bicep'))!;
});

describe('the Bicep checker itself', () => {
  it('reports syntax errors, unknown names and functions, unused parameters', async () => {
    const problems = await checkBicep(
      join(infra, 'broken.bicep'),
      [
        'param used string',
        'param unused int = 1',
        'output a string = undeclared',
        'output b string = uniqeString(used)',
        "resource r 'Microsoft.Web/staticSites@2023-12-01' = {",
        '  name: (',
        '}',
      ].join('\n'),
    );
    expect(problems.some((p) => p.includes('unexpected') || p.includes('missing'))).toBe(true);
    expect(problems).toContainEqual(expect.stringContaining('"undeclared" is not declared'));
    expect(problems).toContainEqual(expect.stringContaining('unknown function "uniqeString"'));
    expect(problems).toContainEqual(expect.stringContaining('parameter "unused" is never used'));
  });

  it('reports missing modules, unknown module parameters and outputs, missing required ones', async () => {
    const problems = await checkBicep(
      join(infra, 'broken.bicep'),
      [
        "module gone 'modules/nope.bicep' = {",
        "  name: 'gone'",
        '}',
        "module storage 'modules/storage.bicep' = {",
        "  name: 'storage'",
        '  params: {',
        "    location: 'westeurope'",
        '    colour: 1',
        '  }',
        '}',
        'output x string = storage.outputs.nothing',
      ].join('\n'),
    );
    expect(problems).toContainEqual(expect.stringContaining('modules/nope.bicep not found'));
    expect(problems).toContainEqual(expect.stringContaining('no parameter "colour"'));
    expect(problems).toContainEqual(expect.stringContaining('misses required parameter "name"'));
    expect(problems).toContainEqual(expect.stringContaining('no output "nothing"'));
  });
});

describe('infra/*.bicep', () => {
  it.each(bicepFiles.map((f) => [f.slice(root.length + 1), f]))(
    '%s is well formed: syntax, names, functions, modules',
    async (_name, path) => {
      expect(await checkBicep(path)).toEqual([]);
    },
  );

  it('main.bicep deploys at subscription scope and uses every module under infra/modules', () => {
    expect(main.source).toMatch(/^targetScope = 'subscription'$/m);
    const used = new Set(main.modules.map((m) => m.path));
    for (const file of readdirSync(join(infra, 'modules'))) {
      expect(used, file).toContain(`modules/${file}`);
    }
  });

  it('has a Standard Static Web App by default, tagged for azd, with the production app settings', () => {
    const site = resourceOf('Microsoft.Web/staticSites');
    expect(main.params.get('staticWebAppSku')?.defaultText).toBe("'Standard'");
    expect(at(site.body, 'tags')).toBeInstanceOf(Expr);
    expect((at(site.body, 'tags') as Expr).expr).toContain("'azd-service-name': 'web'");

    const settings = resourceOf('Microsoft.Web/staticSites/config');
    expect(at(settings.body, 'name')).toBe('appsettings');
    const swa = [...files.values()].find((f) => f.resources.includes(settings))!;
    const all = [...swa.variables.values()].join('\n');
    for (const name of [
      'AZURE_STORAGE_CONNECTION_STRING',
      'JWT_SECRET',
      'ALLOWED_ORIGIN',
      'GOOGLE_CLIENT_ID',
      'AZURE_OPENAI_ENDPOINT',
      'AZURE_OPENAI_DEPLOYMENT',
      'AZURE_OPENAI_VISION_DEPLOYMENT',
      'AZURE_OPENAI_API_KEY',
      'APPLICATIONINSIGHTS_CONNECTION_STRING',
    ]) {
      expect(all, name).toMatch(new RegExp(`(^|\\{)\\s*${name}:`, 'm'));
    }
    expect(all).toMatch(/^\s*NODE_ENV: 'production'$/m);
    // Managed functions have no identity: keys come from listKeys, never through outputs.
    expect(all).toContain('storage.listKeys()');
    expect(all).toContain('openAI.listKeys()');
  });

  it('has a locked-down StorageV2 account with soft delete and a private photos container', () => {
    const account = resourceOf('Microsoft.Storage/storageAccounts');
    expect(at(account.body, 'kind')).toBe('StorageV2');
    expect(at(account.body, 'properties', 'minimumTlsVersion')).toBe('TLS1_2');
    expect(at(account.body, 'properties', 'allowBlobPublicAccess')).toBe(false);
    expect(at(account.body, 'properties', 'supportsHttpsTrafficOnly')).toBe(true);

    const blob = resourceOf('Microsoft.Storage/storageAccounts/blobServices');
    expect(at(blob.body, 'properties', 'deleteRetentionPolicy', 'enabled')).toBe(true);
    expect(at(blob.body, 'properties', 'containerDeleteRetentionPolicy', 'enabled')).toBe(true);

    // Every container is private; the photos one is the storage module's.
    const containers = allResources().filter(
      (r) => r.type === 'Microsoft.Storage/storageAccounts/blobServices/containers' && !r.existing,
    );
    for (const c of containers) expect(at(c.body, 'properties', 'publicAccess')).toBe('None');
    const container = containers.find((c) => c.symbol === 'photos')!;
    expect(container).toBeDefined();
    const storage = [...files.values()].find((f) => f.resources.includes(container))!;
    expect(storage.params.get('photosContainerName')?.defaultText).toBe("'photos'");
  });

  it('has a Flex Consumption jobs app on Node 22 with a managed identity and storage data roles, no key', () => {
    const site = resourceOf('Microsoft.Web/sites');
    expect(at(site.body, 'identity', 'type')).toBe('SystemAssigned');
    expect(at(site.body, 'kind')).toBe('functionapp,linux');
    expect(at(site.body, 'properties', 'functionAppConfig', 'runtime')).toEqual({
      name: 'node',
      version: '22',
    });
    expect(
      at(site.body, 'properties', 'functionAppConfig', 'deployment', 'storage', 'authentication'),
    ).toEqual({ type: 'SystemAssignedIdentity' });
    const plan = resourceOf('Microsoft.Web/serverfarms');
    expect(at(plan.body, 'sku')).toEqual({ name: 'FC1', tier: 'FlexConsumption' });
    const settings = resourceOf('Microsoft.Web/sites/config');
    const props = at(settings.body, 'properties') as Record<string, unknown>;
    expect(props.AzureWebJobsStorage__credential).toBe('managedidentity');
    expect(Object.keys(props)).not.toContain('AzureWebJobsStorage');
    expect(Object.keys(props)).not.toContain('AZURE_STORAGE_CONNECTION_STRING');
    const jobsFile = [...files.values()].find((f) => f.resources.includes(site))!;
    expect(
      jobsFile.resources.some(
        (r) => r.type === 'Microsoft.Authorization/roleAssignments' && r.loop,
      ),
    ).toBe(true);
    expect(readFileSync(jobsFile.path, 'utf8')).not.toMatch(/listKeys/);
  });

  it('has Application Insights on a Log Analytics workspace', () => {
    const workspace = resourceOf('Microsoft.OperationalInsights/workspaces');
    const insights = resourceOf('Microsoft.Insights/components');
    expect(workspace).toBeDefined();
    expect((at(insights.body, 'properties', 'WorkspaceResourceId') as Expr).expr).toBe(
      'workspace.id',
    );
  });

  it('deploys Azure OpenAI only when deployOpenAI is true (default false), with chat and vision', () => {
    expect(main.params.get('deployOpenAI')).toMatchObject({ type: 'bool', defaultText: 'false' });
    const account = allResources().find(
      (r) =>
        r.type === 'Microsoft.CognitiveServices/accounts' &&
        !r.existing &&
        at(r.body, 'kind') === 'OpenAI',
    )!;
    expect(account).toBeDefined();
    const openAIFile = [...files.entries()].find(([, f]) => f.resources.includes(account))!;
    const module = main.modules.find((m) => openAIFile[0].endsWith(m.path));
    expect(module?.condition).toBe('(deployOpenAI)');

    const deployments = allResources().filter(
      (r) => r.type === 'Microsoft.CognitiveServices/accounts/deployments',
    );
    expect(deployments).toHaveLength(2);
    for (const name of [
      'openAIChatModelName',
      'openAIChatModelVersion',
      'openAIVisionModelName',
      'openAIVisionModelVersion',
    ]) {
      expect(main.params.has(name), name).toBe(true);
    }
  });

  it('deploys Azure AI Content Safety only when deployContentSafety is true (default false), and sets its two settings', () => {
    expect(main.params.get('deployContentSafety')).toMatchObject({
      type: 'bool',
      defaultText: 'false',
    });
    const account = allResources().find(
      (r) =>
        r.type === 'Microsoft.CognitiveServices/accounts' &&
        !r.existing &&
        at(r.body, 'kind') === 'ContentSafety',
    );
    expect(account).toBeDefined();
    const file = [...files.entries()].find(([, f]) => f.resources.includes(account!))!;
    const module = main.modules.find((m) => file[0].endsWith(m.path));
    expect(module?.condition).toBe('(deployContentSafety)');
    const settings = resourceOf('Microsoft.Web/staticSites/config');
    const swa = [...files.values()].find((f) => f.resources.includes(settings))!;
    const all = [...swa.variables.values()].join('\n');
    for (const name of ['AZURE_CONTENT_SAFETY_ENDPOINT', 'AZURE_CONTENT_SAFETY_KEY']) {
      expect(all, name).toMatch(new RegExp(`(^|\\{)\\s*${name}:`, 'm'));
    }
    expect(all).toContain('contentSafety.listKeys()');
  });

  it('takes the secrets as @secure() parameters and never outputs one', () => {
    for (const file of files.values()) {
      const secure = [...file.params.values()].filter((p) => p.decorators.includes('secure'));
      for (const param of file.params.values()) {
        if (/secret|password|key$/i.test(param.name)) {
          expect(param.decorators, `${file.path}: ${param.name}`).toContain('secure');
        }
      }
      for (const [name, output] of file.outputs) {
        expect(output.value, `${file.path}: output ${name}`).not.toMatch(
          /listKeys|listSecrets|ConnectionString/i,
        );
        for (const param of secure) {
          expect(output.value, `${file.path}: output ${name}`).not.toMatch(
            new RegExp(`\\b${param.name}\\b`),
          );
        }
      }
    }
    expect(main.params.get('jwtSecret')).toMatchObject({ hasDefault: false });
    expect(main.params.get('jwtSecret')?.description).toContain('openssl rand -base64 48');
  });

  it('outputs the app URL and the Static Web App name', () => {
    expect(main.outputs.get('APP_URL')?.value).toBe('web.outputs.url');
    expect(main.outputs.get('STATIC_WEB_APP_NAME')?.value).toBe('web.outputs.name');
    const swa = files.get(join(infra, 'modules', 'static-web-app.bicep'))!;
    expect(swa.outputs.get('url')?.value).toBe(
      "'https://${staticWebApp.properties.defaultHostname}'",
    );
  });

  it('documents every parameter of main.bicep with a description and in the README table', () => {
    const rows = tableRows(readmeSection('Deploy to Azure'), 'parameter');
    const documented = rows.map((row) => row[0]!.replace(/`/g, ''));
    expect(documented.sort()).toEqual([...main.params.keys()].sort());
    for (const param of main.params.values()) {
      expect(param.description, param.name).toBeTruthy();
    }
  });

  it('main.parameters.json only sets declared parameters and every required one', () => {
    const parameters = JSON.parse(readFileSync(join(infra, 'main.parameters.json'), 'utf8')) as {
      parameters: Record<string, { value: unknown }>;
    };
    for (const name of Object.keys(parameters.parameters)) {
      expect(main.params.has(name), name).toBe(true);
    }
    for (const param of main.params.values()) {
      if (!param.hasDefault) expect(Object.keys(parameters.parameters)).toContain(param.name);
    }
    expect(parameters.parameters.environmentName?.value).toBe('${AZURE_ENV_NAME}');
    expect(parameters.parameters.location?.value).toBe('${AZURE_LOCATION}');
    expect(parameters.parameters.jwtSecret?.value).toBe('${JWT_SECRET}');
  });
});
