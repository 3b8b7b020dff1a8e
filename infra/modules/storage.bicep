// The storage account: Table Storage (tables are created by the API on first use) and a private
// blob container for photos. Https only, TLS 1.2, no anonymous blob access, soft delete on.

@description('Region of the account.')
param location string

@description('Tags of the account.')
param tags object

@minLength(3)
@maxLength(24)
@description('Globally unique account name: 3 to 24 lowercase letters and digits.')
param name string

@description('Redundancy (Standard_LRS, Standard_ZRS, ...).')
param skuName string

@description('Days a deleted blob or container can be restored.')
param softDeleteRetentionDays int

@description('Name of the private container holding photos.')
param photosContainerName string = 'photos'

resource account 'Microsoft.Storage/storageAccounts@2023-05-01' = {
  name: name
  location: location
  tags: tags
  kind: 'StorageV2'
  sku: {
    name: skuName
  }
  properties: {
    accessTier: 'Hot'
    minimumTlsVersion: 'TLS1_2'
    supportsHttpsTrafficOnly: true
    allowBlobPublicAccess: false
    // Static Web Apps managed functions have no managed identity: the API connects with the
    // account key (a connection string in the app settings).
    allowSharedKeyAccess: true
    allowCrossTenantReplication: false
    publicNetworkAccess: 'Enabled'
    encryption: {
      keySource: 'Microsoft.Storage'
      services: {
        blob: {
          enabled: true
        }
        table: {
          enabled: true
        }
      }
    }
  }
}

resource blobService 'Microsoft.Storage/storageAccounts/blobServices@2023-05-01' = {
  parent: account
  name: 'default'
  properties: {
    deleteRetentionPolicy: {
      enabled: true
      days: softDeleteRetentionDays
    }
    containerDeleteRetentionPolicy: {
      enabled: true
      days: softDeleteRetentionDays
    }
  }
}

resource photos 'Microsoft.Storage/storageAccounts/blobServices/containers@2023-05-01' = {
  parent: blobService
  name: photosContainerName
  properties: {
    publicAccess: 'None'
  }
}

output name string = account.name
output blobEndpoint string = account.properties.primaryEndpoints.blob
output photosContainerName string = photos.name
