import { connect, type Socket } from 'node:net'

/** Connects a TCP socket to a literal address; resolves once connected. No DNS happens here. */
export function connectTcp(address: string, port: number, signal?: AbortSignal): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: address, port, noDelay: true })
    const onAbort = () => { socket.destroy(); reject(signal?.reason) }
    const onError = (err: Error) => { signal?.removeEventListener('abort', onAbort); socket.destroy(); reject(err) }
    socket.once('error', onError)
    signal?.addEventListener('abort', onAbort, { once: true })
    socket.once('connect', () => {
      socket.off('error', onError)
      signal?.removeEventListener('abort', onAbort)
      resolve(socket)
    })
  })
}
