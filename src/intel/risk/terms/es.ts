import type { LanguageTerms } from './types.ts'

export const es: LanguageTerms = {
  gambling: 'casino*|casino online|casino en linea|apuesta*|apostar|apuestas deportivas|juegos de azar|juego online|tragaperras|tragamonedas|ruleta|poker|loteria*|quiniela*|bingo|casa de apuestas|jackpot*|giros gratis|+cuotas|~bono de bienvenida|~deposito|poquer|poquer online|+casino en vivo|~decimos',
  adult: 'porno*|pornografi*|xxx|sexo|videos porno|desnud*|erotic*|putas|webcam sexo|+sexy|~adult*|~caliente*|shows privados|chicas webcam|+webcam en vivo|+chicas en vivo',
  dating: '+citas|citas online|solteros|solteras|buscar pareja|encontrar pareja|+ligar|conocer gente|flirt*|escort*|+pareja|~amor|sugar daddy|app de citas|aplicacion de citas|sitio de citas|agencia matrimonial|mujeres buscan hombres|hombres buscan mujeres',
  pharma: 'farmacia*|medicamento*|sin receta|receta medica|viagra|cialis|+pastillas|~salud',
  crypto: 'criptomoneda*|cripto|bitcoin*|ethereum|moneda virtual|monedas virtuales|+blockchain|~billetera*|~monedero*|exchange de criptomonedas|criptos|+criptoactivos',
  cyberlocker: 'alojamiento de archivos|compartir archivos|subir archivos|almacenamiento en la nube|~descarga*|~almacenamiento|comparte archivos|sube archivos|subida de archivos|almacenamiento online|descarga* directa*|sube* tus archivos|subir tus archivos|comparte* tus archivos|compartir tus archivos|+cuenta premium|+usuarios premium|peliculas online gratis|ver peliculas online|ver peliculas gratis|pelis online|pelis gratis|series online gratis|+ver online gratis|~espanol latino',
  forex: 'forex|opciones binarias|divisas|corredor*|+cfd|~trading|~apalancamiento|robot de trading|bot de trading|+senales de trading|+trading automatico',
  tobacco_vape: 'cigarrillo electronico|cigarrillos electronicos|vapeo|vapeador*|vaper*|tabaco*|cigarro*|cigarrillo*|cachimba*|nicotina|liquidos para vapear|vapear|e-liquid*|puros habanos|habanos|+tabaqueria*|~estanco*',
  weapons: 'armeria*|armas de fuego|arma de fuego|+armas|pistola*|escopeta*|rifle*|municion*|+caza|~cuchillo*|airsoft|replicas airsoft|armas de aire comprimido|balines|ballesta*|~navaja*|comprar armas|venta de armas|tienda de armas',
  cannabis_drugs: 'cannabis|marihuana|cañamo|canamo|cbd|thc|grow shop|semillas de marihuana|+hierba|semillas feminizadas|autoflorecientes|growshop|cogollos',
  counterfeit: 'replica*|falsificacion*|imitacion*|~relojes de lujo',
  nutraceutical: 'suplemento*|complemento alimenticio|complementos alimenticios|adelgazar|perder peso|quemagrasas|+vitamina*|~capsulas|quemadores de grasa|quemador de grasa|preentreno*|pre-entreno*|+proteina whey|+creatina|potenciador* masculino*|potenciador* sexual*',
  debt_payday: 'prestamo rapido|prestamos rapidos|minicredito*|credito rapido|~prestamo*|~credito*|prestamo* sin aval|+sin aval|+asnef|dinero rapido',
  skill_games: 'dinero real|ganar dinero|~torneo*|+juegos de habilidad|~premios en dinero',
  negative_option: 'solo pagas el envio|paga solo el envio|pagando solo el envio|solo gastos de envio|~prueba gratis|~prueba gratuita|+muestra gratis|+muestra gratuita|~suscripcion*|~cancela cuando quieras|~cancela en cualquier momento|~mensual*',
  telemarketing: 'telemarketing|telemercadeo|televenta*|emision de llamadas|llamadas salientes|captacion telefonica|+call center|~centro de llamadas',
}
