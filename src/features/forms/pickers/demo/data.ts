import {
  brazilianStateNames,
  brazilianStates,
  type BrazilianStateCode,
} from '@/lib/brazilian-states';
import { normalizeText } from '@/lib/demo/list';
import { regions, type Region, type SelectOption } from '../types';

/**
 * The select examples' options: read-only reference data, the same for every caller, so
 * module constants rather than stored collections.
 */

const regionOf: Record<BrazilianStateCode, Region> = {
  AC: 'N',
  AP: 'N',
  AM: 'N',
  PA: 'N',
  RO: 'N',
  RR: 'N',
  TO: 'N',
  AL: 'NE',
  BA: 'NE',
  CE: 'NE',
  MA: 'NE',
  PB: 'NE',
  PE: 'NE',
  PI: 'NE',
  RN: 'NE',
  SE: 'NE',
  DF: 'CO',
  GO: 'CO',
  MT: 'CO',
  MS: 'CO',
  ES: 'SE',
  MG: 'SE',
  RJ: 'SE',
  SP: 'SE',
  PR: 'S',
  RS: 'S',
  SC: 'S',
};

const byName = (a: SelectOption, b: SelectOption) => a.label.localeCompare(b.label, 'pt-BR');

/** The 27 federative units, region by region (north to south), by name within each. */
export const stateOptions: readonly SelectOption[] = regions.flatMap((region) =>
  brazilianStates
    .filter((code) => regionOf[code] === region)
    .map((code) => ({ value: code, label: brazilianStateNames[code], group: region }))
    .sort(byName),
);

/** Some of each state's largest cities (IBGE's names), one `|`-separated line a state. */
const citiesByState: Record<BrazilianStateCode, string> = {
  AC: 'Rio Branco|Cruzeiro do Sul',
  AL: 'Maceió|Arapiraca|Rio Largo',
  AP: 'Macapá|Santana',
  AM: 'Manaus|Parintins|Itacoatiara',
  BA: 'Salvador|Feira de Santana|Vitória da Conquista|Camaçari|Itabuna|Juazeiro|Lauro de Freitas|Ilhéus|Jequié|Teixeira de Freitas|Barreiras|Alagoinhas|Porto Seguro',
  CE: 'Fortaleza|Caucaia|Juazeiro do Norte|Maracanaú|Sobral|Crato|Itapipoca',
  DF: 'Brasília',
  ES: 'Vitória|Vila Velha|Serra|Cariacica|Cachoeiro de Itapemirim|Linhares|Guarapari',
  GO: 'Goiânia|Aparecida de Goiânia|Anápolis|Rio Verde|Águas Lindas de Goiás|Luziânia|Valparaíso de Goiás|Trindade',
  MA: 'São Luís|Imperatriz|São José de Ribamar|Timon|Caxias',
  MT: 'Cuiabá|Várzea Grande|Rondonópolis|Sinop|Tangará da Serra',
  MS: 'Campo Grande|Dourados|Três Lagoas|Corumbá',
  MG: 'Belo Horizonte|Uberlândia|Contagem|Juiz de Fora|Betim|Montes Claros|Ribeirão das Neves|Uberaba|Governador Valadares|Ipatinga|Sete Lagoas|Divinópolis|Santa Luzia|Poços de Caldas|Patos de Minas|Pouso Alegre|Teófilo Otoni|Varginha|Ouro Preto|Diamantina',
  PA: 'Belém|Ananindeua|Santarém|Marabá|Parauapebas|Castanhal',
  PB: 'João Pessoa|Campina Grande|Santa Rita|Patos',
  PR: 'Curitiba|Londrina|Maringá|Ponta Grossa|Cascavel|São José dos Pinhais|Foz do Iguaçu|Colombo|Guarapuava|Paranaguá|Toledo',
  PE: 'Recife|Jaboatão dos Guararapes|Olinda|Caruaru|Petrolina|Paulista|Cabo de Santo Agostinho|Garanhuns',
  PI: 'Teresina|Parnaíba|Picos',
  RJ: 'Rio de Janeiro|São Gonçalo|Duque de Caxias|Nova Iguaçu|Niterói|Belford Roxo|Campos dos Goytacazes|São João de Meriti|Petrópolis|Volta Redonda|Macaé|Cabo Frio|Nova Friburgo|Angra dos Reis|Teresópolis|Maricá',
  RN: 'Natal|Mossoró|Parnamirim',
  RS: 'Porto Alegre|Caxias do Sul|Canoas|Pelotas|Santa Maria|Gravataí|Viamão|Novo Hamburgo|São Leopoldo|Rio Grande|Passo Fundo|Santa Cruz do Sul|Bento Gonçalves',
  RO: 'Porto Velho|Ji-Paraná|Ariquemes|Vilhena',
  RR: 'Boa Vista',
  SC: 'Florianópolis|Joinville|Blumenau|São José|Itajaí|Chapecó|Criciúma|Palhoça|Jaraguá do Sul|Lages|Balneário Camboriú',
  SP: 'São Paulo|Guarulhos|Campinas|São Bernardo do Campo|Santo André|Osasco|São José dos Campos|Ribeirão Preto|Sorocaba|Mauá|São José do Rio Preto|Santos|Mogi das Cruzes|Diadema|Jundiaí|Piracicaba|Carapicuíba|Bauru|Itaquaquecetuba|São Vicente|Franca|Praia Grande|Guarujá|Taubaté|Limeira|Suzano|Sumaré|Barueri|São Carlos|Marília|Indaiatuba|Cotia|Americana|Araraquara|Jacareí|Presidente Prudente|Rio Claro|Araçatuba|São Caetano do Sul|Itu|Bragança Paulista|Botucatu|Atibaia|Valinhos|Catanduva|Barretos|Caraguatatuba',
  SE: 'Aracaju|Nossa Senhora do Socorro|Lagarto|Itabaiana',
  TO: 'Palmas|Araguaína|Gurupi',
};

const slug = (text: string) =>
  normalizeText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** About two hundred cities, by name (pt-BR order); a city's value is its slug and state. */
export const cityOptions: readonly SelectOption[] = brazilianStates
  .flatMap((uf) =>
    citiesByState[uf].split('|').map((name) => ({
      value: `${slug(name)}-${uf.toLowerCase()}`,
      label: name,
      group: uf,
    })),
  )
  .sort(byName);
