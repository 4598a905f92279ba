import type { QueuedAction, QueueStore } from './action-queue';

const dbName = 'courier-captain';
const storeName = 'actions';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(dbName, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB open failed'));
  });
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(storeName, mode);
        const request = work(tx.objectStore(storeName));
        tx.oncomplete = () => {
          db.close();
          resolve(request.result);
        };
        tx.onerror = () => reject(tx.error ?? new Error('indexedDB transaction failed'));
      }),
  );
}

/** The phone's queue of waiting actions: IndexedDB, so it outlives a closed tab or a dead battery. */
export const indexedDbQueueStore: QueueStore = {
  all: () => run('readonly', (s) => s.getAll() as IDBRequest<QueuedAction[]>),
  put: (action) => run('readwrite', (s) => s.put(action)).then(() => undefined),
  remove: (key) => run('readwrite', (s) => s.delete(key)).then(() => undefined),
};
