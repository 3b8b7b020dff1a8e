// Log Analytics workspace and the workspace-based Application Insights component the API's
// managed functions report to (APPLICATIONINSIGHTS_CONNECTION_STRING).

@description('Region of both resources.')
param location string

@description('Tags of both resources.')
param tags object

@description('Name of the Log Analytics workspace.')
param workspaceName string

@description('Name of the Application Insights component.')
param applicationInsightsName string

@description('Days logs and telemetry are kept.')
param retentionInDays int

resource workspace 'Microsoft.OperationalInsights/workspaces@2023-09-01' = {
  name: workspaceName
  location: location
  tags: tags
  properties: {
    sku: {
      name: 'PerGB2018'
    }
    retentionInDays: retentionInDays
  }
}

resource applicationInsights 'Microsoft.Insights/components@2020-02-02' = {
  name: applicationInsightsName
  location: location
  tags: tags
  kind: 'web'
  properties: {
    Application_Type: 'web'
    WorkspaceResourceId: workspace.id
    IngestionMode: 'LogAnalytics'
    RetentionInDays: retentionInDays
  }
}

output applicationInsightsName string = applicationInsights.name
output workspaceId string = workspace.id
