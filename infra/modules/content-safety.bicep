// Azure AI Content Safety: the crisis screen's optional third layer (self-harm text analysis).
// Deployed only when main.bicep's deployContentSafety is true.

@description('Region of the account.')
param location string

@description('Tags of the account.')
param tags object

@description('Account name, also its custom subdomain (globally unique).')
param name string

@description('Pricing tier: F0 (free, one per subscription) or S0.')
param skuName string

resource account 'Microsoft.CognitiveServices/accounts@2024-10-01' = {
  name: name
  location: location
  tags: tags
  kind: 'ContentSafety'
  sku: {
    name: skuName
  }
  properties: {
    customSubDomainName: name
    publicNetworkAccess: 'Enabled'
    // Managed functions have no managed identity: the API authenticates with a key.
    disableLocalAuth: false
  }
}

output name string = account.name
output endpoint string = account.properties.endpoint
