// Azure OpenAI for the coach: one account, a chat deployment and a vision-capable deployment.
// Deployed only when main.bicep's deployOpenAI is true.

@description('Region of the account (model availability differs by region).')
param location string

@description('Tags of the account.')
param tags object

@description('Account name, also its custom subdomain (globally unique).')
param name string

@description('Deployment type of both deployments (GlobalStandard, Standard, DataZoneStandard).')
param deploymentSku string

@description('Name of the chat deployment.')
param chatDeploymentName string

@description('Model of the chat deployment.')
param chatModelName string

@description('Version of the chat model.')
param chatModelVersion string

@description('Capacity of the chat deployment (thousands of tokens per minute).')
param chatCapacity int

@description('Name of the vision deployment.')
param visionDeploymentName string

@description('Model of the vision deployment.')
param visionModelName string

@description('Version of the vision model.')
param visionModelVersion string

@description('Capacity of the vision deployment (thousands of tokens per minute).')
param visionCapacity int

resource account 'Microsoft.CognitiveServices/accounts@2024-10-01' = {
  name: name
  location: location
  tags: tags
  kind: 'OpenAI'
  sku: {
    name: 'S0'
  }
  properties: {
    customSubDomainName: name
    publicNetworkAccess: 'Enabled'
    // Managed functions have no managed identity: the API authenticates with a key.
    disableLocalAuth: false
  }
}

resource chat 'Microsoft.CognitiveServices/accounts/deployments@2024-10-01' = {
  parent: account
  name: chatDeploymentName
  sku: {
    name: deploymentSku
    capacity: chatCapacity
  }
  properties: {
    model: {
      format: 'OpenAI'
      name: chatModelName
      version: chatModelVersion
    }
  }
}

// One deployment at a time: the service rejects concurrent changes to one account.
resource vision 'Microsoft.CognitiveServices/accounts/deployments@2024-10-01' = {
  parent: account
  name: visionDeploymentName
  dependsOn: [
    chat
  ]
  sku: {
    name: deploymentSku
    capacity: visionCapacity
  }
  properties: {
    model: {
      format: 'OpenAI'
      name: visionModelName
      version: visionModelVersion
    }
  }
}

output name string = account.name
output endpoint string = account.properties.endpoint
output chatDeploymentName string = chat.name
output visionDeploymentName string = vision.name
