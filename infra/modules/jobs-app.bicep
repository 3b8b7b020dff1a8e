// The scheduled-jobs Functions app: Static Web Apps managed functions accept HTTP triggers only,
// so the reminder sender's timer runs here. Flex Consumption, Node 22, built from the same api
// package with its own entry (dist/jobs/*.js, from `npm run package:api -- --jobs`). It holds
// no storage key: a system-assigned managed identity with data roles on the account reaches
// the host storage, the deployment container and the app's tables.

@description('Region of the app and its plan.')
param location string

@description('Tags added to every resource.')
param tags object

@description('Name of the function app.')
param name string

@description('Name of the Flex Consumption plan.')
param planName string

@description('The storage account (tables, host storage, deployment package).')
param storageAccountName string

@description('Application Insights component the app reports to.')
param applicationInsightsName string

@description('Web push VAPID public key.')
// Public, but kept out of the deployment history like its private half.
@secure()
param vapidPublicKey string

@description('Web push VAPID private key.')
@secure()
param vapidPrivateKey string

@description('Web push VAPID subject (mailto: or https:).')
param vapidSubject string

@description('Name of the blob container holding the deployment package.')
param deploymentContainerName string = 'jobs-deployment'

resource storage 'Microsoft.Storage/storageAccounts@2023-05-01' existing = {
  name: storageAccountName
}

resource applicationInsights 'Microsoft.Insights/components@2020-02-02' existing = {
  name: applicationInsightsName
}

resource blobService 'Microsoft.Storage/storageAccounts/blobServices@2023-05-01' existing = {
  parent: storage
  name: 'default'
}

resource deploymentContainer 'Microsoft.Storage/storageAccounts/blobServices/containers@2023-05-01' = {
  parent: blobService
  name: deploymentContainerName
  properties: {
    publicAccess: 'None'
  }
}

resource plan 'Microsoft.Web/serverfarms@2024-04-01' = {
  name: planName
  location: location
  tags: tags
  kind: 'functionapp'
  sku: {
    name: 'FC1'
    tier: 'FlexConsumption'
  }
  properties: {
    reserved: true
  }
}

resource jobsApp 'Microsoft.Web/sites@2024-04-01' = {
  name: name
  location: location
  tags: union(tags, { 'azd-service-name': 'jobs' })
  kind: 'functionapp,linux'
  identity: {
    type: 'SystemAssigned'
  }
  properties: {
    serverFarmId: plan.id
    httpsOnly: true
    siteConfig: {
      minTlsVersion: '1.2'
      ftpsState: 'Disabled'
    }
    functionAppConfig: {
      deployment: {
        storage: {
          type: 'blobContainer'
          value: '${storage.properties.primaryEndpoints.blob}${deploymentContainerName}'
          authentication: {
            type: 'SystemAssignedIdentity'
          }
        }
      }
      scaleAndConcurrency: {
        maximumInstanceCount: 40
        instanceMemoryMB: 2048
      }
      runtime: {
        name: 'node'
        version: '22'
      }
    }
  }
}

resource jobsSettings 'Microsoft.Web/sites/config@2024-04-01' = {
  parent: jobsApp
  name: 'appsettings'
  properties: {
    // Host storage by identity: no connection string, no key.
    AzureWebJobsStorage__accountName: storage.name
    AzureWebJobsStorage__credential: 'managedidentity'
    AZURE_STORAGE_ACCOUNT_NAME: storage.name
    NODE_ENV: 'production'
    VAPID_PUBLIC_KEY: vapidPublicKey
    VAPID_PRIVATE_KEY: vapidPrivateKey
    VAPID_SUBJECT: vapidSubject
    APPLICATIONINSIGHTS_CONNECTION_STRING: applicationInsights.properties.ConnectionString
  }
}

// Built-in roles: Storage Blob Data Owner (host storage and the deployment package), Storage
// Queue Data Contributor (the host's timer bookkeeping), Storage Table Data Contributor (tables).
var storageRoles = [
  'b7e6dc6d-f1e8-4753-8033-0f276bb0955b'
  '974c5e8b-45b9-4653-ba55-5f855dd0fb88'
  '0a9a7e1f-b9d0-4cc4-a60d-0319b160aaa3'
]

resource roleAssignments 'Microsoft.Authorization/roleAssignments@2022-04-01' = [
  for role in storageRoles: {
    name: guid(storage.id, jobsApp.id, role)
    scope: storage
    properties: {
      principalId: jobsApp.identity.principalId
      principalType: 'ServicePrincipal'
      roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', role)
    }
  }
]

output name string = jobsApp.name
output principalId string = jobsApp.identity.principalId
