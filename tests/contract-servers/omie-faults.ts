/** A business error as Omie returns it: HTTP 500 with `faultstring`/`faultcode`. */
export class OmieFault extends Error {
  constructor(
    readonly faultstring: string,
    readonly faultcode: string,
    readonly status = 500,
  ) {
    super(faultstring);
  }
}

export const fault = {
  badKey: () => new OmieFault('ERROR: A chave de acesso não está preenchida ou não é válida!', 'SOAP-ENV:Client-101'),
  noRecords: (pagina: number) => new OmieFault(`ERROR: Não existem registros para a página [${pagina}]!`, 'SOAP-ENV:Client-5113'),
  redundant: (secs: number) =>
    new OmieFault(`ERROR: Consumo redundante detectado. Aguarde ${secs} segundos para uma nova requisição.`, 'SOAP-ENV:Client-6'),
  notFound: (codigo: string) => new OmieFault(`ERROR: Produto não cadastrado para o Código [${codigo}] !`, 'SOAP-ENV:Client-103'),
  unknownTag: (tag: string, type: string) =>
    new OmieFault(`ERROR: Tag [${tag.toUpperCase()}] não faz parte da estrutura do tipo complexo [${type}]!`, 'SOAP-ENV:Client-8'),
  required: (tag: string) => new OmieFault(`ERROR: O preenchimento da tag [${tag}] é obrigatório!`, 'SOAP-ENV:Client-9'),
  invalid: (what: string) => new OmieFault(`ERROR: ${what}`, 'SOAP-ENV:Client-10'),
  unknownMethod: (call: string) => new OmieFault(`ERROR: Método [${call}] não existe neste serviço!`, 'SOAP-ENV:Client-2'),
};
