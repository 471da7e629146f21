import type { LanguageTerms } from './types.ts'

// Korean; matched as substrings (particles attach to nouns).
export const ko: LanguageTerms = {
  gambling: '카지노|온라인카지노|바카라|도박|토토|스포츠토토|배팅|베팅|슬롯|룰렛|포커|블랙잭|복권|로또|경마|사설토토|먹튀|+파워볼|~배당|~입금보너스|~보너스',
  adult: '야동|+성인|포르노|av배우|섹스|에로|누드|음란|+19금|~야한',
  dating: '소개팅|+데이트|+만남|+채팅|결혼정보|~미팅|~애인|~연애|~싱글|+조건만남|~커플',
  pharma: '약국|의약품|처방전|비아그라|시알리스|+약품|~알약',
  crypto: '암호화폐|가상화폐|비트코인|이더리움|+거래소|코인|+채굴|+블록체인|~지갑',
  cyberlocker: '웹하드|파일공유|파일 공유|p2p|클라우드 저장|자료실|+다운로드|~업로드',
  forex: '외환|fx마진|바이너리 옵션|~레버리지|~트레이딩',
  tobacco_vape: '전자담배|+액상|담배|물담배|니코틴',
  weapons: '총기|권총|소총|엽총|탄약|실탄',
  cannabis_drugs: '대마|마리화나|마약|cbd',
  counterfeit: '짝퉁|레플리카|가품|이미테이션|~명품',
  nutraceutical: '건강기능식품|영양제|다이어트|보충제|+비타민|~캡슐',
  debt_payday: '~대출|소액대출|급전|당일대출|~대부',
  skill_games: '현금게임|~상금',
}
