// Stride on Azure: a resource group holding the Static Web App (front end + managed functions),
// Storage (tables + private photo blobs), monitoring, and optionally Azure OpenAI.
// Deployed by `azd up` (see azure.yaml and README, "Deploy to Azure"); every parameter is listed
// in the README's parameter table.
targetScope = 'subscription'

@minLength(1)
@maxLength(64)
@description('Name of the environment (azd sets it from AZURE_ENV_NAME); names the resource group and seeds unique resource names.')
param environmentName string = 'prod'

@description('Region for the resource group, Storage, monitoring and Azure OpenAI (azd sets it from AZURE_LOCATION).')
param location string = deployment().location

@description('Region of the Static Web App (Static Web Apps runs in centralus, eastus2, westus2, westeurope or eastasia; content is served globally). Empty: location when it is one of those, otherwise westeurope.')
param staticWebAppLocation string = ''

@minLength(2)
@maxLength(10)
@description('Prefix of every resource name: lowercase letters and digits.')
param namePrefix string = 'stride'

@description('Name of the resource group to create.')
param resourceGroupName string = 'rg-${environmentName}'

@allowed([
  'Standard'
  'Free'
])
@description('Static Web Apps plan. Standard: SLA, larger limits, custom authentication; Free works for a trial.')
param staticWebAppSku string = 'Standard'

@allowed([
  'Standard_LRS'
  'Standard_ZRS'
  'Standard_GRS'
  'Standard_GZRS'
  'Standard_RAGRS'
  'Standard_RAGZRS'
])
@description('Storage account redundancy.')
param storageSku string = 'Standard_LRS'

@minValue(1)
@maxValue(365)
@description('Days a deleted blob or container can be restored (blob and container soft delete).')
param softDeleteRetentionDays int = 14

@minValue(30)
@maxValue(730)
@description('Days Log Analytics keeps logs and Application Insights telemetry.')
param logRetentionInDays int = 30

@secure()
@minLength(32)
@description('Secret that signs session tokens (JWT_SECRET). Generate one with `openssl rand -base64 48`.')
param jwtSecret string

@description('Origin allowed to call the API (ALLOWED_ORIGIN). Empty: the app\'s own https://<default host name>; set it to https://<your domain> when you add a custom domain.')
param allowedOrigin string = ''

@description('Google OAuth client id for "Sign in with Google" (GOOGLE_CLIENT_ID). Empty: Google sign-in is hidden.')
param googleClientId string = ''

@description('Create an Azure OpenAI account with a chat and a vision deployment for the coach. False: the coach runs offline.')
param deployOpenAI bool = false

@description('Create an Azure AI Content Safety account and set AZURE_CONTENT_SAFETY_* (a third layer of the crisis screen). False: the screen runs its own rules and classifier only.')
param deployContentSafety bool = false

@description('Pricing tier of the Content Safety account: F0 (free, one per subscription) or S0.')
@allowed([
  'F0'
  'S0'
])
param contentSafetySku string = 'S0'

@description('Region of the Azure OpenAI account (model availability differs by region).')
param openAILocation string = location

@description('Name of the chat deployment (AZURE_OPENAI_DEPLOYMENT).')
param openAIChatDeploymentName string = 'chat'

@description('Model of the chat deployment.')
param openAIChatModelName string = 'gpt-4o-mini'

@description('Version of the chat model.')
param openAIChatModelVersion string = '2024-07-18'

@minValue(1)
@description('Capacity of the chat deployment, in thousands of tokens per minute.')
param openAIChatCapacity int = 30

@description('Name of the vision-capable deployment (AZURE_OPENAI_VISION_DEPLOYMENT).')
param openAIVisionDeploymentName string = 'vision'

@description('Model of the vision deployment (must accept images).')
param openAIVisionModelName string = 'gpt-4o'

@description('Version of the vision model.')
param openAIVisionModelVersion string = '2024-11-20'

@minValue(1)
@description('Capacity of the vision deployment, in thousands of tokens per minute.')
param openAIVisionCapacity int = 10

@allowed([
  'GlobalStandard'
  'Standard'
  'DataZoneStandard'
])
@description('Deployment type of both OpenAI deployments.')
param openAIDeploymentSku string = 'GlobalStandard'

@description('Web push VAPID public key (base64url; `npx web-push generate-vapid-keys`). Empty: push reminders off.')
// Public, but kept out of the deployment history like its private half.
@secure()
param vapidPublicKey string = ''

@description('Web push VAPID private key, paired with vapidPublicKey.')
@secure()
param vapidPrivateKey string = ''

@description('Web push VAPID subject: a mailto: or https: address push services can reach.')
param vapidSubject string = 'mailto:reminders@stride.invalid'

@description('Region of the scheduled-jobs Functions app (Flex Consumption); empty: location.')
param jobsLocation string = ''

@description('Tags added to every resource.')
param tags object = {}

var resourceToken = toLower(uniqueString(subscription().id, environmentName, location))
var allTags = union(tags, { 'azd-env-name': environmentName })
var staticWebAppRegions = [
  'centralus'
  'eastus2'
  'westus2'
  'westeurope'
  'eastasia'
]
var defaultSwaLocation = contains(staticWebAppRegions, location) ? location : 'westeurope'
var swaLocation = empty(staticWebAppLocation) ? defaultSwaLocation : staticWebAppLocation

resource rg 'Microsoft.Resources/resourceGroups@2024-03-01' = {
  name: resourceGroupName
  location: location
  tags: allTags
}

module monitoring 'modules/monitoring.bicep' = {
  name: 'monitoring'
  scope: rg
  params: {
    location: location
    tags: allTags
    workspaceName: 'log-${namePrefix}-${resourceToken}'
    applicationInsightsName: 'appi-${namePrefix}-${resourceToken}'
    retentionInDays: logRetentionInDays
  }
}

module storage 'modules/storage.bicep' = {
  name: 'storage'
  scope: rg
  params: {
    location: location
    tags: allTags
    name: take('st${toLower(namePrefix)}${resourceToken}', 24)
    skuName: storageSku
    softDeleteRetentionDays: softDeleteRetentionDays
  }
}

module openAI 'modules/openai.bicep' = if (deployOpenAI) {
  name: 'openai'
  scope: rg
  params: {
    location: openAILocation
    tags: allTags
    name: 'oai-${namePrefix}-${resourceToken}'
    deploymentSku: openAIDeploymentSku
    chatDeploymentName: openAIChatDeploymentName
    chatModelName: openAIChatModelName
    chatModelVersion: openAIChatModelVersion
    chatCapacity: openAIChatCapacity
    visionDeploymentName: openAIVisionDeploymentName
    visionModelName: openAIVisionModelName
    visionModelVersion: openAIVisionModelVersion
    visionCapacity: openAIVisionCapacity
  }
}

module contentSafety 'modules/content-safety.bicep' = if (deployContentSafety) {
  name: 'content-safety'
  scope: rg
  params: {
    location: location
    tags: allTags
    name: 'cs-${namePrefix}-${resourceToken}'
    skuName: contentSafetySku
  }
}

module web 'modules/static-web-app.bicep' = {
  name: 'static-web-app'
  scope: rg
  params: {
    location: swaLocation
    tags: allTags
    name: 'swa-${namePrefix}-${resourceToken}'
    skuName: staticWebAppSku
    storageAccountName: storage.outputs.name
    jwtSecret: jwtSecret
    allowedOrigin: allowedOrigin
    googleClientId: googleClientId
    applicationInsightsName: monitoring.outputs.applicationInsightsName
    openAIAccountName: deployOpenAI ? openAI.outputs.name : ''
    openAIChatDeploymentName: openAIChatDeploymentName
    openAIVisionDeploymentName: openAIVisionDeploymentName
    contentSafetyAccountName: deployContentSafety ? contentSafety.outputs.name : ''
    vapidPublicKey: vapidPublicKey
    vapidPrivateKey: vapidPrivateKey
    vapidSubject: vapidSubject
  }
}

module jobs 'modules/jobs-app.bicep' = {
  name: 'jobs-app'
  scope: rg
  params: {
    location: empty(jobsLocation) ? location : jobsLocation
    tags: allTags
    name: 'func-${namePrefix}-jobs-${resourceToken}'
    planName: 'plan-${namePrefix}-jobs-${resourceToken}'
    storageAccountName: storage.outputs.name
    applicationInsightsName: monitoring.outputs.applicationInsightsName
    vapidPublicKey: vapidPublicKey
    vapidPrivateKey: vapidPrivateKey
    vapidSubject: vapidSubject
  }
}

@description('The resource group (azd reads it to find the app).')
output AZURE_RESOURCE_GROUP string = rg.name

@description('Region of the deployment.')
output AZURE_LOCATION string = location

@description('Name of the Static Web App resource (for `az staticwebapp secrets list --name ...`).')
output STATIC_WEB_APP_NAME string = web.outputs.name

@description('Public address of the app.')
output APP_URL string = web.outputs.url

@description('Storage account holding the tables and the photos container.')
output AZURE_STORAGE_ACCOUNT_NAME string = storage.outputs.name

@description('Azure OpenAI endpoint, empty when deployOpenAI is false.')
output AZURE_OPENAI_ENDPOINT string = deployOpenAI ? openAI.outputs.endpoint : ''

@description('Name of the scheduled-jobs Functions app (the reminder sender).')
output JOBS_APP_NAME string = jobs.outputs.name
