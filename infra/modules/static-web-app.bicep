// The Static Web App (front end + managed functions) and its application settings, which the API
// reads as environment variables. Managed functions have no managed identity, so the storage
// connection string and the OpenAI key are built here from the resources' keys (listKeys), and
// the Application Insights connection string is read here too: none of them passes through a
// module output (deployment history keeps outputs in clear).

@description('Region of the Static Web App.')
param location string

@description('Tags of the Static Web App.')
param tags object

@description('Name of the Static Web App.')
param name string

@description('Plan: Standard or Free.')
param skuName string

@description('Storage account the API uses (tables and photos).')
param storageAccountName string

@secure()
@description('Secret that signs session tokens.')
param jwtSecret string

@description('Origin allowed to call the API; empty: https://<default host name>.')
param allowedOrigin string

@description('Google OAuth client id; empty: Google sign-in off.')
param googleClientId string

@description('Application Insights component the API sends its telemetry to.')
param applicationInsightsName string

@description('Azure OpenAI account; empty: no OpenAI settings (offline coach).')
param openAIAccountName string

@description('Chat deployment name.')
param openAIChatDeploymentName string

@description('Vision deployment name.')
param openAIVisionDeploymentName string

@description('Azure AI Content Safety account; empty: no Content Safety settings (the crisis screen runs its own layers).')
param contentSafetyAccountName string

@description('Web push VAPID public key; empty: push reminders off.')
// Public, but kept out of the deployment history like its private half.
@secure()
param vapidPublicKey string

@description('Web push VAPID private key.')
@secure()
param vapidPrivateKey string

@description('Web push VAPID subject.')
param vapidSubject string

resource staticWebApp 'Microsoft.Web/staticSites@2023-12-01' = {
  name: name
  location: location
  // azd finds the app to deploy to by this tag (service "web" in azure.yaml).
  tags: union(tags, { 'azd-service-name': 'web' })
  sku: {
    name: skuName
    tier: skuName
  }
  properties: {
    // Deployed with its deployment token (GitHub Actions or azd), not linked to a repository.
    provider: 'Custom'
    stagingEnvironmentPolicy: 'Enabled'
    allowConfigFileUpdates: true
  }
}

resource storage 'Microsoft.Storage/storageAccounts@2023-05-01' existing = {
  name: storageAccountName
}

resource applicationInsights 'Microsoft.Insights/components@2020-02-02' existing = {
  name: applicationInsightsName
}

resource openAI 'Microsoft.CognitiveServices/accounts@2024-10-01' existing = {
  name: openAIAccountName
}

resource contentSafety 'Microsoft.CognitiveServices/accounts@2024-10-01' existing = {
  name: contentSafetyAccountName
}

var storageConnectionString = 'DefaultEndpointsProtocol=https;AccountName=${storage.name};AccountKey=${storage.listKeys().keys[0].value};EndpointSuffix=${environment().suffixes.storage}'
var origin = empty(allowedOrigin) ? 'https://${staticWebApp.properties.defaultHostname}' : allowedOrigin

var baseSettings = {
  NODE_ENV: 'production'
  AZURE_STORAGE_CONNECTION_STRING: storageConnectionString
  JWT_SECRET: jwtSecret
  ALLOWED_ORIGIN: origin
  APPLICATIONINSIGHTS_CONNECTION_STRING: applicationInsights.properties.ConnectionString
}
var googleSettings = empty(googleClientId) ? {} : { GOOGLE_CLIENT_ID: googleClientId }
var openAIDeployedSettings = {
  AZURE_OPENAI_ENDPOINT: openAI.properties.endpoint
  AZURE_OPENAI_API_KEY: openAI.listKeys().key1
  AZURE_OPENAI_DEPLOYMENT: openAIChatDeploymentName
  AZURE_OPENAI_VISION_DEPLOYMENT: openAIVisionDeploymentName
}
// Read only when an account was deployed (ARM evaluates just the branch taken).
var openAISettings = empty(openAIAccountName) ? {} : openAIDeployedSettings

var contentSafetyDeployedSettings = {
  AZURE_CONTENT_SAFETY_ENDPOINT: contentSafety.properties.endpoint
  AZURE_CONTENT_SAFETY_KEY: contentSafety.listKeys().key1
}
var contentSafetySettings = empty(contentSafetyAccountName) ? {} : contentSafetyDeployedSettings
var vapidSettings = empty(vapidPublicKey)
  ? {}
  : {
      VAPID_PUBLIC_KEY: vapidPublicKey
      VAPID_PRIVATE_KEY: vapidPrivateKey
      VAPID_SUBJECT: vapidSubject
    }

resource appSettings 'Microsoft.Web/staticSites/config@2023-12-01' = {
  parent: staticWebApp
  name: 'appsettings'
  properties: union(baseSettings, googleSettings, openAISettings, contentSafetySettings, vapidSettings)
}

output name string = staticWebApp.name
output defaultHostname string = staticWebApp.properties.defaultHostname
output url string = 'https://${staticWebApp.properties.defaultHostname}'
