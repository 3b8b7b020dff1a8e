import { odata, type TableClient } from '@azure/data-tables';

/**
 * Deletes every row of one partition (optionally only RowKeys with a prefix), 100 rows per
 * transaction. Used to rewrite the demo account's history and to erase an account.
 */
export async function deletePartition(
  client: TableClient,
  partitionKey: string,
  rowKeyPrefix = '',
): Promise<number> {
  const filter = rowKeyPrefix
    ? odata`PartitionKey eq ${partitionKey} and RowKey ge ${rowKeyPrefix} and RowKey lt ${`${rowKeyPrefix}\uffff`}`
    : odata`PartitionKey eq ${partitionKey}`;
  const rowKeys: string[] = [];
  for await (const page of client
    .listEntities({ queryOptions: { filter, select: ['RowKey'] } })
    .byPage({ maxPageSize: 1000 })) {
    for (const row of page) if (row.rowKey) rowKeys.push(row.rowKey);
  }
  for (let i = 0; i < rowKeys.length; i += 100) {
    await client.submitTransaction(
      rowKeys.slice(i, i + 100).map((rowKey) => ['delete', { partitionKey, rowKey }]),
    );
  }
  return rowKeys.length;
}
